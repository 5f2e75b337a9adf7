import type { ReactNode } from 'react';
import './EmptyState.css';

/** What a list shows when it has nothing, e.g. 'No skills found.'. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="cf-empty-state">{children}</div>;
}
