import { Button } from './Button';
import './ToggleButtons.css';

export interface ToggleButtonsProps<Value extends string> {
  /** The group's accessible name, e.g. 'Submission mode'. */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** One choice among a few modes: toggle buttons in a named group, the pressed one being the current value. */
export function ToggleButtons<Value extends string>({ label, options, value, onChange }: ToggleButtonsProps<Value>) {
  return (
    <div className="cf-toggle-buttons" role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          variant={option.value === value ? 'primary' : 'secondary'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
