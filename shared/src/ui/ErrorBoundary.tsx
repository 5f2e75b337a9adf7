import { Component, type ReactNode } from 'react';
import './ErrorBoundary.css';

export const DEFAULT_ERROR_HEADING = 'Something went wrong:';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The box shown in place of a crashed screen: a heading and the error's message. */
export function ErrorFallback({ error, heading = DEFAULT_ERROR_HEADING }: { error: unknown; heading?: string }) {
  return (
    <div role="alert" className="cf-error-fallback">
      <p className="cf-error-fallback__heading">{heading}</p>
      <p className="cf-error-fallback__message">{messageOf(error)}</p>
    </div>
  );
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Replaces 'Something went wrong:', e.g. 'Submission Error:' on the job submit page. */
  heading?: string;
}

/** Catches a render crash below it and shows ErrorFallback instead of unmounting the whole app. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { caught: { error: unknown } | null }> {
  // Wrapped, so that even `throw undefined` counts as caught.
  override state: { caught: { error: unknown } | null } = { caught: null };

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }

  override render() {
    const { caught } = this.state;
    return caught ? <ErrorFallback error={caught.error} heading={this.props.heading} /> : this.props.children;
  }
}
