import './ProgressBar.css';

export interface ProgressBarProps {
  /** Percent done, 0 to 100 (values outside are clamped); leave it out while the amount is unknown. */
  value?: number;
  /** The accessible name, e.g. 'Upload progress'. */
  label: string;
}

export function ProgressBar({ value, label }: ProgressBarProps) {
  if (value === undefined) {
    // Indeterminate: a progressbar without a value, shown as a sweeping stripe.
    return (
      <div className="cf-progress">
        <div role="progressbar" aria-label={label} className="cf-progress__track">
          <div className="cf-progress__fill cf-progress__fill--indeterminate" />
        </div>
      </div>
    );
  }
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className="cf-progress">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="cf-progress__track"
      >
        <div className="cf-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      {/* The progressbar role already announces the value. */}
      <span className="cf-progress__text" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
