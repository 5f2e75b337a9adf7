import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { z } from 'zod';
import { validateForm, type FieldErrors } from './validateForm';

export interface SubmitGuard {
  /** True from the moment a request starts until it settles: the submit button shows it as busy. */
  submitting: boolean;
  /**
   * Starts `request` unless one started here is still running, in which case the call does
   * nothing. Its failure is not rethrown: the mutation behind it keeps the error to show.
   */
  run: (request: () => Promise<unknown>) => void;
}

/**
 * One request at a time from a button or a form. The check is a ref, read and set in the same
 * event, so a double click is refused even before React has re-rendered the button as busy.
 */
export function useSubmitGuard(): SubmitGuard {
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const run = useCallback((request: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    request()
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
        setSubmitting(false);
      });
  }, []);

  return { submitting, run };
}

export interface FormSubmit<Input extends Record<string, unknown>> extends SubmitGuard {
  /** Given to the `<form>`, so a refused submit can move focus to the first field to fix. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The schema's first message for each field, from the last refused submit. */
  errors: FieldErrors<keyof Input & string>;
  /** The form's submit handler, given the values to check and send. */
  submit: (event: FormEvent<HTMLFormElement>, values: Input) => void;
}

/**
 * The form idiom of every remote: on submit the values are checked by the API's own schema
 * (the user sees the API's words next to the fields before anything is sent), then `send` runs
 * with the parsed body, at most once at a time. The values stay in the form: a form that should
 * clear does so when `send` succeeds, so nothing typed is lost when a request fails.
 */
export function useFormSubmit<Output, Input extends Record<string, unknown>>(
  schema: z.ZodType<Output, Input>,
  send: (body: Output) => Promise<unknown>,
): FormSubmit<Input> {
  const guard = useSubmitGuard();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<keyof Input & string>>({});

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function submit(event: FormEvent<HTMLFormElement>, values: Input) {
    event.preventDefault();
    const checked = validateForm(schema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    guard.run(() => send(checked.data));
  }

  return { ...guard, formRef, errors, submit };
}
