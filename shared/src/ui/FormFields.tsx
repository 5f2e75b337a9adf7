import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './FormFields.css';

interface FieldOwnProps {
  label: ReactNode;
  /** Shown under the control and linked to it with aria-describedby. */
  error?: string | null;
  /** Help text under the label, also linked with aria-describedby. */
  hint?: ReactNode;
}

interface FieldIds {
  control: string;
  hint: string;
  error: string;
  /** The control's aria-describedby: hint, error and any the caller passed. */
  describedBy: string | undefined;
}

function useFieldIds(id: string | undefined, { error, hint }: FieldOwnProps, describedByProp: string | undefined): FieldIds {
  const generatedId = useId();
  const control = id ?? generatedId;
  const ids = { control, hint: `${control}-hint`, error: `${control}-error` };
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null, describedByProp].filter(Boolean).join(' ');
  return { ...ids, describedBy: describedBy || undefined };
}

function FieldFrame({
  ids,
  label,
  error,
  hint,
  required,
  children,
}: FieldOwnProps & { ids: FieldIds; required: boolean | undefined; children: ReactNode }) {
  return (
    <div className={error ? 'cf-field cf-field--invalid' : 'cf-field'}>
      <div className="cf-field__label-row">
        <label htmlFor={ids.control} className="cf-field__label">
          {label}
        </label>
        {/* Outside the label so the accessible name is the label text; `required` informs assistive tech. */}
        {required && (
          <span className="cf-field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {hint && (
        <p id={ids.hint} className="cf-field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={ids.error} className="cf-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function controlClassName(className: string | undefined): string {
  return ['cf-field__control', className].filter(Boolean).join(' ');
}

export type TextFieldProps = FieldOwnProps & Omit<ComponentPropsWithRef<'input'>, 'children'>;

export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  const ids = useFieldIds(id, { label, error, hint }, inputProps['aria-describedby']);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} required={inputProps.required}>
      <input
        {...inputProps}
        id={ids.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClassName(className)}
      />
    </FieldFrame>
  );
}

export type TextAreaProps = FieldOwnProps & Omit<ComponentPropsWithRef<'textarea'>, 'children'>;

export function TextArea({ label, error, hint, id, className, ...textAreaProps }: TextAreaProps) {
  const ids = useFieldIds(id, { label, error, hint }, textAreaProps['aria-describedby']);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} required={textAreaProps.required}>
      <textarea
        {...textAreaProps}
        id={ids.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClassName(className)}
      />
    </FieldFrame>
  );
}

/** A labelled <select>; pass its <option>s as children. */
export type SelectFieldProps = FieldOwnProps & ComponentPropsWithRef<'select'>;

export function SelectField({ label, error, hint, id, className, children, ...selectProps }: SelectFieldProps) {
  const ids = useFieldIds(id, { label, error, hint }, selectProps['aria-describedby']);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} required={selectProps.required}>
      <select
        {...selectProps}
        id={ids.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClassName(className)}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export interface RadioOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

export interface RadioGroupProps<Value extends string> {
  /** The group's name: a legend, or the id of a heading elsewhere (labelledBy) that names it. */
  legend?: string;
  labelledBy?: string;
  options: readonly RadioOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** The caller's own class, e.g. a border around the group. */
  className?: string;
}

/** Native radio buttons in a fieldset: arrow keys move between them, and the group has a name. */
export function RadioGroup<Value extends string>({ legend, labelledBy, options, value, onChange, className }: RadioGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset className={['cf-radio-group', className].filter(Boolean).join(' ')} aria-labelledby={labelledBy}>
      {legend && <legend className="cf-radio-group__legend">{legend}</legend>}
      {options.map((option) => (
        <label key={option.value} className="cf-radio-group__option">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
