import type { z } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type FormValidation<Output, Field extends string> =
  | { ok: true; data: Output }
  | { ok: false; errors: FieldErrors<Field> };

/**
 * Checks a form's values by the API's own schema, so the user sees why before anything is sent,
 * in the API's words: the first message of each field.
 */
export function validateForm<Output, Input extends Record<string, unknown>>(
  schema: z.ZodType<Output, Input>,
  values: Input,
): FormValidation<Output, keyof Input & string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors<keyof Input & string> = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (typeof field === 'string') errors[field as keyof Input & string] ??= issue.message;
  }
  return { ok: false, errors };
}
