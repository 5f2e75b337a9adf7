import { ToggleButtons } from '@careerforge/shared';

export type EntryMode = 'upload' | 'text';

const MODES: readonly { value: EntryMode; label: string }[] = [
  { value: 'upload', label: 'Upload File' },
  { value: 'text', label: 'Paste Text' },
];

/** Chooses between uploading a file and pasting text. */
export function EntryModeToggle({ mode, onChange }: { mode: EntryMode; onChange: (mode: EntryMode) => void }) {
  return <ToggleButtons label="Resume input mode" options={MODES} value={mode} onChange={onChange} />;
}
