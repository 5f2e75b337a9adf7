import { useState, type FormEvent } from 'react';
import { Banner, Button, TextField, errorMessage, validateForm, type FieldErrors } from '@careerforge/shared';
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
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof StructuredJob>>({});

  function edit(field: keyof StructuredJob, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(structuredJobBodySchema, values);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    submit.mutate(checked.data, {
      onSuccess: () => {
        setValues(EMPTY_JOB);
        onSubmitted();
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      {submit.isError && <Banner tone="error">{errorMessage(submit.error, 'Submission failed.')}</Banner>}
      <TextField
        label="Job Title"
        value={values.job_title}
        onChange={(event) => edit('job_title', event.target.value)}
        maxLength={JOB_LIMITS.title}
        error={fieldErrors.job_title}
      />
      <TextField
        label="Company"
        value={values.company}
        onChange={(event) => edit('company', event.target.value)}
        maxLength={JOB_LIMITS.company}
        error={fieldErrors.company}
      />
      <CountedTextArea
        label="Job Description"
        value={values.description}
        onChange={(event) => edit('description', event.target.value)}
        required
        maxLength={JOB_LIMITS.structuredDescription}
        rows={10}
        error={fieldErrors.description}
      />
      <Button type="submit" busy={submit.isPending} busyLabel="Submitting...">
        Submit Job
      </Button>
    </form>
  );
}
