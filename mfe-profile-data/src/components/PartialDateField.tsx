import { useState, type ChangeEvent } from 'react';
import { SelectField, TextField } from '@careerforge/shared';
import { DATE_PRECISIONS, datePrecision, truncateDate, type DatePrecision } from '@careerforge/contract';
import './PartialDateField.css';

const PRECISION_LABELS: Record<DatePrecision, string> = { year: 'Year', month: 'Month', day: 'Day' };

/** The input that holds each precision's value as the contract reads it: 'yyyy', 'yyyy-mm' or 'yyyy-mm-dd'. */
const INPUT_PROPS: Record<DatePrecision, { type: string; placeholder: string; min?: number; max?: number; step?: number }> = {
  year: { type: 'number', placeholder: 'yyyy', min: 1900, max: 2100, step: 1 },
  month: { type: 'month', placeholder: 'yyyy-mm' },
  day: { type: 'date', placeholder: 'yyyy-mm-dd' },
};

/**
 * The value moved to another precision: cut when coarser, completed with the first month or day
 * when finer (shown in the input for the user to adjust); an incomplete value is dropped.
 */
function atPrecision(value: string, precision: DatePrecision): string {
  const current = datePrecision(value);
  if (!current) return '';
  const order = DATE_PRECISIONS.indexOf(precision) - DATE_PRECISIONS.indexOf(current);
  if (order <= 0) return truncateDate(value, precision);
  return order === 2 ? `${value}-01-01` : `${value}-01`;
}

export interface PartialDateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: string;
  error?: string;
}

/**
 * A date given as a year, a month or a day: a precision select beside the input that fits it
 * (a 4-digit number, a month picker or a date picker). It opens at the precision of the value, a
 * day when empty.
 */
export function PartialDateField({ label, value, onChange, required, hint, error }: PartialDateFieldProps) {
  const [precision, setPrecision] = useState<DatePrecision>(() => datePrecision(value) ?? 'day');

  function changePrecision(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value as DatePrecision;
    setPrecision(next);
    onChange(atPrecision(value, next));
  }

  return (
    <div className="partial-date-field">
      <TextField
        label={label}
        required={required}
        hint={hint}
        error={error}
        inputMode={precision === 'year' ? 'numeric' : undefined}
        {...INPUT_PROPS[precision]}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <SelectField label={`${label} precision`} className="partial-date-field__precision" value={precision} onChange={changePrecision}>
        {DATE_PRECISIONS.map((option) => (
          <option key={option} value={option}>
            {PRECISION_LABELS[option]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
