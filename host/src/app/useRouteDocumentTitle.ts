import { APP_REGISTRY, routeTitle } from '@careerforge/shared/startup';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Names the browser tab (and its history entries) after the current route, its title first:
 * 'My Skills · CareerForge'. A path of no route gets the site's name alone.
 */
export function useRouteDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = routeTitle(pathname);
    const siteName = APP_REGISTRY.host.pageTitle;
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [pathname]);
}
