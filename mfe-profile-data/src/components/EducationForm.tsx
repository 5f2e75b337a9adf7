import { useState, type ChangeEvent } from 'react';
import { calendarDate, TextField, useFormSubmit } from '@careerforge/shared';
import {
  EDUCATION_LIMITS,
  educationBodySchema,
  type EducationBody,
  type EducationRecord,
} from '@careerforge/contract';
import { PartialDateField } from './PartialDateField';
import type { RecordFormProps } from './recordForm';
import './RecordForm.css';

export interface EducationFormProps extends RecordFormProps<EducationBody> {
  /** The record being edited; an empty form without one. */
  record?: EducationRecord;
}

interface EducationFormValues {
  degree: string;
  institution: string;
  startDate: string;
  endDate: string;
  gpa: string;
}

function formValuesOf(record: EducationRecord | undefined): EducationFormValues {
  return {
    degree: record?.degree ?? '',
    institution: record?.institution ?? '',
    startDate: calendarDate(record?.startDate),
    endDate: calendarDate(record?.endDate),
    gpa: typeof record?.gpa === 'number' ? String(record.gpa) : '',
  };
}

/** An education record's fields, on the add page and in the update overlay. */
export function EducationForm({ record, onSubmit, actions }: EducationFormProps) {
  const [values, setValues] = useState(() => formValuesOf(record));
  const { formRef, errors, submit } = useFormSubmit(educationBodySchema, onSubmit);

  function field(name: keyof EducationFormValues) {
    return {
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
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
      // An empty GPA means none; anything else goes to the schema as a number, which it range-checks.
      onSubmit={(event) => submit(event, { ...values, gpa: values.gpa.trim() === '' ? null : Number(values.gpa) })}
      noValidate
    >
      <TextField label="Degree" required maxLength={EDUCATION_LIMITS.degree} {...field('degree')} />
      <TextField label="Institution" required maxLength={EDUCATION_LIMITS.institution} {...field('institution')} />
      <div className="record-form__dates">
        <PartialDateField label="Start Date" required {...dateField('startDate')} />
        <PartialDateField label="End Date" required {...dateField('endDate')} />
      </div>
      <TextField
        label="GPA"
        type="number"
        inputMode="decimal"
        step={0.1}
        min={0}
        max={EDUCATION_LIMITS.gpaMax}
        hint="Optional."
        {...field('gpa')}
      />
      {actions}
    </form>
  );
}
