import { useState } from 'react';
import { Banner, Button, errorMessage, useFormSubmit } from '@careerforge/shared';
import { JOB_LIMITS, freeformJobBodySchema } from '@careerforge/contract';
import { useSubmitFreeformJob } from '../api/submit-freeform-job';
import { CountedTextArea } from './CountedTextArea';

/** A whole job posting, pasted; the server finds its title and company. Cleared once submitted. */
export function FreeformJobForm({ onSubmitted }: { onSubmitted: () => void }) {
  const submit = useSubmitFreeformJob();
  const [text, setText] = useState('');
  const form = useFormSubmit(freeformJobBodySchema, (body) =>
    submit.mutateAsync(body, {
      onSuccess: () => {
        setText('');
        onSubmitted();
      },
    }),
  );

  return (
    <form ref={form.formRef} onSubmit={(event) => form.submit(event, { text })} noValidate>
      {submit.isError && <Banner tone="error">{errorMessage(submit.error, 'Submission failed.')}</Banner>}
      <CountedTextArea
        label="Job Posting"
        value={text}
        onChange={(event) => setText(event.target.value)}
        required
        maxLength={JOB_LIMITS.freeformText}
        rows={16}
        error={form.errors.text}
      />
      <Button type="submit" busy={form.submitting} busyLabel="Submitting...">
        Parse & Submit
      </Button>
    </form>
  );
}
