import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { useFormSubmit } from '@careerforge/shared';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A profile-section form's text values, each field's props (value, change handler, the contract's
 * message) and its submit handler; `toBody` turns the values into what the schema checks.
 */
export function useSectionForm<Values extends Record<string, string>, Output, Input extends Record<string, unknown>>(
  schema: z.ZodType<Output, Input>,
  initialValues: () => Values,
  toBody: (values: Values) => Input,
  onValid: (body: Output) => Promise<unknown>,
) {
  const [values, setValues] = useState(initialValues);
  const { formRef, errors, submit } = useFormSubmit(schema, onValid);

  function field(name: keyof Values & string) {
    return {
      value: values[name],
      onChange: (event: ChangeEvent<Control>) => setValues((current) => ({ ...current, [name]: event.target.value })),
      error: (errors as Partial<Record<string, string>>)[name],
    };
  }

  return { formRef, field, onSubmit: (event: FormEvent<HTMLFormElement>) => submit(event, toBody(values)) };
}

/** The hint under every optional date of these sections: the precisions the API keeps. */
export const DATE_HINT = 'Optional: a year (2021), a month (2021-05) or a date (2021-05-04).';
