import { ErrorBoundary, INACTIVITY_INERT_ROUTES, MOBILE_BREAKPOINT_PX, useLogout } from '@careerforge/shared';
import { Outlet, useLocation } from 'react-router';
import { MobileBar } from '../components/MobileBar';
import { TopBar } from '../components/TopBar';
import { useInactivityLogout } from '../hooks/useInactivityLogout';
import { useMediaQuery } from '../hooks/useMediaQuery';
import './AuthenticatedLayout.css';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** The signed-in frame: the bar for the window size, the page, and the inactivity logout. */
export function AuthenticatedLayout() {
  const { pathname } = useLocation();
  const logout = useLogout();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  useInactivityLogout({ inert: (INACTIVITY_INERT_ROUTES as readonly string[]).includes(pathname), onTimeout: logout });

  return (
    <div className="app-frame">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {isMobile ? <MobileBar /> : <TopBar />}
      <main id="main-content" className="app-main" tabIndex={-1}>
        {/* Keyed by path: after a crash the bars keep working, and another page renders normally. */}
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
    </div>
  );
}
