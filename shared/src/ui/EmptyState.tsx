import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RoutePath } from '../routing/routes';
import './EmptyState.css';

/** The page where the user fills an empty list, e.g. { to: ROUTES.jobsSubmit, label: 'Add your first job' }. */
export interface EmptyStateAction {
  to: RoutePath;
  label: string;
}

/**
 * What a list shows when it has nothing, e.g. 'No skills found.', with a link to the page that
 * adds the first one, so a new user sees where to go next.
 */
export function EmptyState({ children, action }: { children: ReactNode; action?: EmptyStateAction }) {
  return (
    <div className="cf-empty-state">
      {children}
      {action && (
        <p className="cf-empty-state__action">
          <Link to={action.to}>{action.label}</Link>
        </p>
      )}
    </div>
  );
}
