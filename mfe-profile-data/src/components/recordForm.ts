import type { ReactNode } from 'react';

/** What a page or dialog hands to the record form it shows. */
export interface RecordFormProps<Body> {
  /**
   * Sends the body once it passes the contract's schema (the form checks it with the shared
   * useFormSubmit); the form sends nothing more until the returned promise settles.
   */
  onSubmit: (body: Body) => Promise<unknown>;
  /** The form's buttons, its submit button among them. */
  actions: ReactNode;
}
