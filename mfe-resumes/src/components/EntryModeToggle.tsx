import { Button } from '@careerforge/shared';

export type EntryMode = 'upload' | 'text';

const MODES: readonly { mode: EntryMode; label: string }[] = [
  { mode: 'upload', label: 'Upload File' },
  { mode: 'text', label: 'Paste Text' },
];

/** Chooses between uploading a file and pasting text: two toggle buttons, the pressed one being the mode. */
export function EntryModeToggle({ mode, onChange }: { mode: EntryMode; onChange: (mode: EntryMode) => void }) {
  return (
    <div className="resume-entry__modes" role="group" aria-label="Resume input mode">
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
