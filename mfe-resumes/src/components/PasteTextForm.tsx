import type { FormEvent } from 'react';
import { Button, TextArea } from '@careerforge/shared';
import { resumeTextBodySchema } from '@careerforge/contract';

export interface PasteTextFormProps {
  text: string;
  onTextChange: (text: string) => void;
  busy: boolean;
  /** Called with the trimmed text once it passes the contract's rules. */
  onParse: (text: string) => void;
  onInvalid: (message: string) => void;
}

/** Paste mode: a 10-row text area and 'Parse Text'. */
export function PasteTextForm({ text, onTextChange, busy, onParse, onInvalid }: PasteTextFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = resumeTextBodySchema.safeParse({ text });
    if (checked.success) onParse(checked.data.text);
    else onInvalid(checked.error.issues[0]?.message ?? 'Please enter some text first.');
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <TextArea
        label="Resume text"
        rows={10}
        placeholder="Paste or type your text here..."
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel="Parsing...">
        Parse Text
      </Button>
    </form>
  );
}
