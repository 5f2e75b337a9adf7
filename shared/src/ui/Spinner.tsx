import './Spinner.css';

/**
 * An indeterminate busy indicator, shown once the wait has lasted 300 ms (Spinner.css) so a quick
 * answer does not flash it; `label` is what screen readers hear (theme.css hides it on screen).
 */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <span className="cf-spinner" role="status">
      <span className="cf-spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
