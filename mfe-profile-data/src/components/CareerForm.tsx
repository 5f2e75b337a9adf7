import { useState, type ChangeEvent } from 'react';
import { calendarDate, TextArea, TextField, useFormSubmit } from '@careerforge/shared';
import { CAREER_LIMITS, careerBodySchema, type CareerBody, type CareerRecord } from '@careerforge/contract';
import { PartialDateField } from './PartialDateField';
import type { RecordFormProps } from './recordForm';
import './RecordForm.css';

export interface CareerFormProps extends RecordFormProps<CareerBody> {
  /** The record being edited; an empty form without one. */
  record?: CareerRecord;
}

interface CareerFormValues {
  position: string;
  company: string;
  startDate: string;
  endDate: string;
  description: string;
  /** One achievement per line. */
  accomplishments: string;
}

function formValuesOf(record: CareerRecord | undefined): CareerFormValues {
  return {
    position: record?.position ?? '',
    company: record?.company ?? '',
    startDate: calendarDate(record?.startDate),
    endDate: calendarDate(record?.endDate),
    description: record?.description ?? '',
    accomplishments: record?.accomplishments.join('\n') ?? '',
  };
}

/** A career-history record's fields, on the add page and in the update overlay. */
export function CareerForm({ record, onSubmit, actions }: CareerFormProps) {
  const [values, setValues] = useState(() => formValuesOf(record));
  const { formRef, errors, submit } = useFormSubmit(careerBodySchema, onSubmit);

  function field(name: keyof CareerFormValues) {
    return {
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      error: errors[name],
    };
  }

  function dateField(name: 'startDate' | 'endDate') {
    return {
      value: values[name],
      onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
      error: errors[name],
    };
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => submit(event, { ...values, accomplishments: values.accomplishments.split(/\r?\n/) })}
      noValidate
    >
      <TextField label="Position" required maxLength={CAREER_LIMITS.position} {...field('position')} />
      <TextField label="Company" required maxLength={CAREER_LIMITS.company} {...field('company')} />
      <div className="record-form__dates">
        <PartialDateField label="Start Date" required {...dateField('startDate')} />
        <PartialDateField label="End Date" hint="Optional. Leave empty if you still work here." {...dateField('endDate')} />
      </div>
      <TextArea label="Description" required rows={4} maxLength={CAREER_LIMITS.description} {...field('description')} />
      <TextArea label="Key Achievements" hint="One per line." rows={4} {...field('accomplishments')} />
      {actions}
    </form>
  );
}
