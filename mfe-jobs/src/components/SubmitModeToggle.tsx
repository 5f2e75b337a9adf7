import { Button } from '@careerforge/shared';
import './SubmitModeToggle.css';

export type SubmitMode = 'structured' | 'freeform';

const MODES: readonly { mode: SubmitMode; label: string }[] = [
  { mode: 'structured', label: 'Structured Form' },
  { mode: 'freeform', label: 'Free-Form Paste' },
];

/** Chooses how a job is entered: two toggle buttons, the pressed one being the current mode. */
export function SubmitModeToggle({ mode, onChange }: { mode: SubmitMode; onChange: (mode: SubmitMode) => void }) {
  return (
    <div className="submit-mode-toggle" role="group" aria-label="Submission mode">
      {MODES.map((option) => (
        <Button
          key={option.mode}
          variant={option.mode === mode ? 'primary' : 'secondary'}
          aria-pressed={option.mode === mode}
          onClick={() => onChange(option.mode)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
