import { Avatar, Button, ROUTES, useCurrentUser, useLogout } from '@careerforge/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MenuIcon } from './MenuIcon';
import { NavDropdown } from './NavDropdown';
import { MAIN_MENUS } from './navigation';
import './MobileBar.css';

const PANEL_ID = 'mobile-bar-panel';

/** The alternate 'Resume Builder' bar for windows 768 px wide or narrower; collapsed by default. */
export function MobileBar() {
  const [expanded, setExpanded] = useState(false);
  const currentUser = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const emailLocalPart = currentUser?.email?.split('@')[0] ?? '';
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const collapse = () => setExpanded(false);

  // Escape closes the open panel (an open dropdown takes the first Escape and stops it). Focus that
  // was in the bar returns to the toggle rather than vanishing with the panel.
  useEffect(() => {
    if (!expanded) return;
    const collapseOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focused = document.activeElement;
      setExpanded(false);
      if (!focused || focused === document.body || headerRef.current?.contains(focused)) toggleRef.current?.focus();
    };
    document.addEventListener('keydown', collapseOnEscape);
    return () => document.removeEventListener('keydown', collapseOnEscape);
  }, [expanded]);

  return (
    <header ref={headerRef} className="mobile-bar">
      <div className="mobile-bar__row">
        <Link to={ROUTES.home} className="mobile-bar__title" onClick={collapse}>
          Resume Builder
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="mobile-bar__toggle"
          aria-expanded={expanded}
          aria-controls={PANEL_ID}
          onClick={() => setExpanded((open) => !open)}
        >
          <MenuIcon open={expanded} />
          <span className="visually-hidden">Menu</span>
        </button>
      </div>
      <div id={PANEL_ID} className="mobile-bar__panel" hidden={!expanded}>
        <nav aria-label="Main">
          <ul className="mobile-bar__menus">
            {MAIN_MENUS.map((menu) => (
              <NavDropdown key={menu.label} label={menu.label} groups={[menu]} openOn="click" onNavigate={collapse} />
            ))}
          </ul>
        </nav>
        <Button
          variant="secondary"
          className="mobile-bar__preferences"
          onClick={() => {
            collapse();
            navigate(ROUTES.preferences);
          }}
        >
          Preferences
        </Button>
        <div className="mobile-bar__user">
          {/* A placeholder: the generated initials avatar. */}
          <Avatar email={currentUser?.email} />
          <span className="mobile-bar__email">{emailLocalPart}</span>
          <Button variant="secondary" onClick={logout}>
            Log Out
          </Button>
        </div>
      </div>
    </header>
  );
}
