import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { RoutePath } from '../routing/routes';

export interface RemoteRoutesProps<Path extends RoutePath> {
  /** The remote's routes, e.g. REMOTE_ROUTES.mfe_profile_data. */
  routes: readonly Path[];
  /** One page per route, and no other. */
  pages: Record<Path, ComponentType>;
  /** Crash headings other than 'Something went wrong:', per route. */
  errorHeadings?: Partial<Record<Path, string>>;
}

/** A remote's `./App`: its absolute routes, each page inside its own error boundary. */
export function RemoteRoutes<Path extends RoutePath>({ routes, pages, errorHeadings }: RemoteRoutesProps<Path>) {
  return (
    <Routes>
      {routes.map((path) => {
        const PageComponent: ComponentType = pages[path];
        return (
          <Route
            key={path}
            path={path}
            element={
              <ErrorBoundary heading={errorHeadings?.[path]}>
                <PageComponent />
              </ErrorBoundary>
            }
          />
        );
      })}
    </Routes>
  );
}
