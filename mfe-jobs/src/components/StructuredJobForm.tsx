import { useState } from 'react';
import { Banner, Button, TextField, errorMessage, useFormSubmit } from '@careerforge/shared';
import { JOB_LIMITS, structuredJobBodySchema } from '@careerforge/contract';
import { useSubmitJob } from '../api/submit-job';
import { CountedTextArea } from './CountedTextArea';

interface StructuredJob {
  job_title: string;
  company: string;
  description: string;
}

const EMPTY_JOB: StructuredJob = { job_title: '', company: '', description: '' };

/** A job entered field by field; only the description is required. Cleared once submitted. */
export function StructuredJobForm({ onSubmitted }: { onSubmitted: () => void }) {
  const submit = useSubmitJob();
  const [values, setValues] = useState(EMPTY_JOB);
  const form = useFormSubmit(structuredJobBodySchema, (body) =>
    submit.mutateAsync(body, {
      onSuccess: () => {
        setValues(EMPTY_JOB);
        onSubmitted();
      },
    }),
  );

  function edit(field: keyof StructuredJob, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => form.submit(event, values)} noValidate>
      {submit.isError && <Banner tone="error">{errorMessage(submit.error, 'Submission failed.')}</Banner>}
      <TextField
        label="Job Title"
        value={values.job_title}
        onChange={(event) => edit('job_title', event.target.value)}
        maxLength={JOB_LIMITS.title}
        error={form.errors.job_title}
      />
      <TextField
        label="Company"
        value={values.company}
        onChange={(event) => edit('company', event.target.value)}
        maxLength={JOB_LIMITS.company}
        error={form.errors.company}
      />
      <CountedTextArea
        label="Job Description"
        value={values.description}
        onChange={(event) => edit('description', event.target.value)}
        required
        maxLength={JOB_LIMITS.structuredDescription}
        rows={10}
        error={form.errors.description}
      />
      <Button type="submit" busy={form.submitting} busyLabel="Submitting...">
        Submit Job
      </Button>
    </form>
  );
}
