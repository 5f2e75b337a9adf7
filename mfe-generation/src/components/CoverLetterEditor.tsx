import { useState, type FormEvent } from 'react';
import { Button, TextArea, TextField, errorMessage, useSubmitGuard } from '@careerforge/shared';
import { COVER_LETTER_LIMITS, type CoverLetterContent } from '@careerforge/contract';
import { useUpdateCoverLetter } from '../api/update-cover-letter';
import './CoverLetterEditor.css';

/** The letter as editable text: greeting, one box per paragraph, sign-off and signature; Save keeps it. */
export function CoverLetterEditor({ coverLetterId, letter }: { coverLetterId: number; letter: CoverLetterContent }) {
  const [draft, setDraft] = useState(letter);
  const [saved, setSaved] = useState(false);
  const updateCoverLetter = useUpdateCoverLetter();
  const submission = useSubmitGuard();

  function change(next: Partial<CoverLetterContent>) {
    setDraft((current) => ({ ...current, ...next }));
    setSaved(false);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    submission.run(() => updateCoverLetter.mutateAsync({ id: coverLetterId, content: draft }, { onSuccess: () => setSaved(true) }));
  }

  return (
    <form className="cover-letter-editor" aria-label="Cover letter" onSubmit={save}>
      <TextField label="Greeting" value={draft.greeting} maxLength={COVER_LETTER_LIMITS.line} onChange={(event) => change({ greeting: event.target.value })} />
      {draft.paragraphs.map((paragraph, index) => (
        <TextArea
          // The paragraphs are fixed in number and order: the position is their identity.
          key={index}
          label={`Paragraph ${index + 1}`}
          rows={5}
          value={paragraph}
          maxLength={COVER_LETTER_LIMITS.paragraph}
          onChange={(event) => change({ paragraphs: draft.paragraphs.map((text, position) => (position === index ? event.target.value : text)) })}
        />
      ))}
      <TextField label="Sign-off" value={draft.closing} maxLength={COVER_LETTER_LIMITS.line} onChange={(event) => change({ closing: event.target.value })} />
      <TextField label="Signature" value={draft.signature} maxLength={COVER_LETTER_LIMITS.line} onChange={(event) => change({ signature: event.target.value })} />
      <div className="cover-letter-editor__actions">
        <Button type="submit" busy={submission.submitting} busyLabel="Saving…">
          Save
        </Button>
        {saved && <p role="status">Cover letter saved.</p>}
        {updateCoverLetter.isError && <p role="alert" className="cover-letter-editor__error">{errorMessage(updateCoverLetter.error, 'The cover letter could not be saved.')}</p>}
      </div>
    </form>
  );
}
