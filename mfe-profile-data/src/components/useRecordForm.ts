import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';

/** What a page or dialog hands to the record form it shows. */
export interface RecordFormProps<Body> {
  /** Receives the body once it passes the contract's schema. */
  onSubmit: (body: Body) => void;
  /** The form's buttons, its submit button among them. */
  actions: ReactNode;
}

/** The first message for each field, keyed by the body's field name. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks a form's values with the API's own body schema before anything is sent, so the user sees
 * the server's rules next to the fields they concern. A refused submit moves focus to the first
 * field to fix.
 */
export function useRecordForm<Schema extends z.ZodType>(schema: Schema, onValid: (body: z.output<Schema>) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function submit(event: FormEvent<HTMLFormElement>, values: z.input<Schema>) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      onValid(parsed.data);
      return;
    }
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      fieldErrors[field] ??= issue.message;
    }
    setErrors(fieldErrors);
  }

  return { formRef, errors, submit };
}
