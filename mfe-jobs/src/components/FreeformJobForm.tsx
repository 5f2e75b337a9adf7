import { useState, type FormEvent } from 'react';
import { Banner, Button, errorMessage, validateForm } from '@careerforge/shared';
import { JOB_LIMITS, freeformJobBodySchema } from '@careerforge/contract';
import { useSubmitFreeformJob } from '../api/submit-freeform-job';
import { CountedTextArea } from './CountedTextArea';

/** A whole job posting, pasted; the server finds its title and company. Cleared once submitted. */
export function FreeformJobForm({ onSubmitted }: { onSubmitted: () => void }) {
  const submit = useSubmitFreeformJob();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(freeformJobBodySchema, { text });
    if (!checked.ok) {
      setFieldError(checked.errors.text ?? null);
      return;
    }
    setFieldError(null);
    submit.mutate(checked.data, {
      onSuccess: () => {
        setText('');
        onSubmitted();
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      {submit.isError && <Banner tone="error">{errorMessage(submit.error, 'Submission failed.')}</Banner>}
      <CountedTextArea
        label="Job Posting"
        value={text}
        onChange={(event) => setText(event.target.value)}
        required
        maxLength={JOB_LIMITS.freeformText}
        rows={16}
        error={fieldError}
      />
      <Button type="submit" busy={submit.isPending} busyLabel="Submitting...">
        Parse & Submit
      </Button>
    </form>
  );
}
