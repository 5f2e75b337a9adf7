import type { ReactNode } from 'react';
import './Badge.css';

/** 'muted' is for a stand-in or a count, e.g. 'Unknown company' or '+2 more'. */
export type BadgeTone = 'primary' | 'success' | 'muted';

export interface BadgeProps {
  tone?: BadgeTone;
  /** The caller's own class, for placing the badge. */
  className?: string;
  children: ReactNode;
}

/** A short label in a pill, e.g. a skill or 'Applied'. */
export function Badge({ tone = 'primary', className, children }: BadgeProps) {
  return <span className={['cf-badge', `cf-badge--${tone}`, className].filter(Boolean).join(' ')}>{children}</span>;
}
