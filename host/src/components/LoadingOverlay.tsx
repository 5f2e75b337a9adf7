import { Spinner } from '@careerforge/shared/startup';
import './LoadingOverlay.css';

/** Covers the whole window while something the page needs is loading. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className="loading-overlay">
      <Spinner label={label} />
      <p className="loading-overlay__label" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
