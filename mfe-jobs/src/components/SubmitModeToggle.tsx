import { ToggleButtons } from '@careerforge/shared';
import './SubmitModeToggle.css';

export type SubmitMode = 'structured' | 'freeform';

const MODES: readonly { value: SubmitMode; label: string }[] = [
  { value: 'structured', label: 'Structured Form' },
  { value: 'freeform', label: 'Free-Form Paste' },
];

/** Chooses how a job is entered: a structured form or a pasted posting. */
export function SubmitModeToggle({ mode, onChange }: { mode: SubmitMode; onChange: (mode: SubmitMode) => void }) {
  return (
    <div className="submit-mode-toggle">
      <ToggleButtons label="Submission mode" options={MODES} value={mode} onChange={onChange} />
    </div>
  );
}
