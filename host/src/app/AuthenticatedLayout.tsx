import {
  ErrorBoundary,
  INACTIVITY_INERT_ROUTES,
  MOBILE_BREAKPOINT_PX,
  TokenProvider,
  useAccessToken,
  useCurrentUser,
  useLogout,
} from '@careerforge/shared';
import { useAuth0 } from '@auth0/auth0-react';
import { useCallback, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { InactivityWarning } from '../components/InactivityWarning';
import { MobileBar } from '../components/MobileBar';
import { TopBar } from '../components/TopBar';
import { useFocusHeadingAfterNavigation } from '../hooks/useFocusHeadingAfterNavigation';
import { useInactivityLogout } from '../hooks/useInactivityLogout';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { useSignOutInEveryTab } from '../hooks/useSignOutInEveryTab';
import { useWarmRemotes } from '../remotes/useWarmRemotes';
import './AuthenticatedLayout.css';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * The signed-in frame: the bar for the window size, the page, the inactivity logout with its
 * warning, focus on each new page's heading, and the remotes made ready (useWarmRemotes) before
 * their routes open. Signing out here, by 'Log Out' in a bar or a page or by inactivity, signs out
 * every tab of the site.
 */
export function AuthenticatedLayout() {
  const { pathname } = useLocation();
  const getAccessToken = useAccessToken();
  const currentUser = useCurrentUser();
  const { logout: providerLogout } = useAuth0();
  // Signed out in another tab: this one forgets its tokens, and RequireAuth shows the landing page.
  const forgetSession = useCallback(() => void providerLogout({ openUrl: false }), [providerLogout]);
  const signOut = useSignOutInEveryTab(useLogout(), forgetSession);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const { signOutAt, staySignedIn } = useInactivityLogout({
    inert: (INACTIVITY_INERT_ROUTES as readonly string[]).includes(pathname),
    onTimeout: signOut,
  });
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingAfterNavigation(mainRef);
  useWarmRemotes();

  // Focus goes to the main region itself, and the address keeps no '#main-content'.
  function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    mainRef.current?.focus();
  }

  return (
    <TokenProvider getAccessToken={getAccessToken} currentUser={currentUser} logout={signOut}>
      {/* Inert behind the inactivity warning: the warning alone takes focus, clicks and Tab. */}
      <div className="app-frame" inert={signOutAt !== null}>
        <a className="skip-link" href="#main-content" onClick={skipToMain}>
          Skip to main content
        </a>
        {isMobile ? <MobileBar /> : <TopBar />}
        <main ref={mainRef} id="main-content" className="app-main" tabIndex={-1}>
          {/* Keyed by path: after a crash the bars keep working, and another page renders normally. */}
          <ErrorBoundary key={pathname}>
            <Outlet />
          </ErrorBoundary>
        </main>
      </div>
      {signOutAt !== null && <InactivityWarning signOutAt={signOutAt} onStaySignedIn={staySignedIn} onSignOut={signOut} />}
    </TokenProvider>
  );
}
