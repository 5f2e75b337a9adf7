import type { ReactNode } from 'react';
import './Banner.css';

export type BannerTone = 'success' | 'error' | 'info';

export interface BannerProps {
  tone: BannerTone;
  /** The headline, e.g. 'Failed to add skill'; `children` carry the details beneath it. */
  title?: ReactNode;
  children?: ReactNode;
  /** Renders a close button when given. */
  onDismiss?: () => void;
}

/** A message above the content: errors are announced at once (alert), the rest politely (status). */
export function Banner({ tone, title, children, onDismiss }: BannerProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`cf-banner cf-banner--${tone}`}>
      <div className="cf-banner__content">
        {title && <p className="cf-banner__title">{title}</p>}
        {children && <div className="cf-banner__detail">{children}</div>}
      </div>
      {onDismiss && (
        <button type="button" className="cf-banner__dismiss" aria-label="Dismiss" onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
