import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { useRecordForm } from './useRecordForm';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A profile-section form's text values, each field's props (value, change handler, the contract's
 * message) and its submit handler; `toBody` turns the values into what the schema checks.
 */
export function useSectionForm<Values extends Record<string, string>, Schema extends z.ZodType>(
  schema: Schema,
  initialValues: () => Values,
  toBody: (values: Values) => z.input<Schema>,
  onValid: (body: z.output<Schema>) => void,
) {
  const [values, setValues] = useState(initialValues);
  const { formRef, errors, submit } = useRecordForm(schema, onValid);

  function field(name: keyof Values & string) {
    return {
      value: values[name],
      onChange: (event: ChangeEvent<Control>) => setValues((current) => ({ ...current, [name]: event.target.value })),
      error: errors[name],
    };
  }

  return { formRef, field, onSubmit: (event: FormEvent<HTMLFormElement>) => submit(event, toBody(values)) };
}

/** The hint under every optional date of these sections: the precisions the API keeps. */
export const DATE_HINT = 'Optional: a year (2021), a month (2021-05) or a date (2021-05-04).';
