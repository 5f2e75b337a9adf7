import { Avatar, Button, ROUTES, USER_INFO_POLL_MS, useCurrentUser, useLogout, useUserInfo, userAvatarUrls } from '@careerforge/shared';
import { displayName } from '@careerforge/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from './Logo';
import { MenuIcon } from './MenuIcon';
import { NavDropdown } from './NavDropdown';
import { DESKTOP_MENUS } from './navigation';
import './TopBar.css';

const MENU_ID = 'top-bar-menu';

/** The desktop navigation (wider than 768 px). */
export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(true);
  const currentUser = useCurrentUser();
  const logout = useLogout();
  const { data: profile } = useUserInfo({ pollEveryMs: USER_INFO_POLL_MS });
  const name = displayName(profile, currentUser?.email);

  return (
    <header className="top-bar">
      <Link to={ROUTES.home} className="top-bar__brand">
        <Logo />
        <span className="top-bar__app-name">CareerForge</span>
      </Link>
      <button
        type="button"
        className="top-bar__toggle"
        aria-expanded={menuOpen}
        aria-controls={MENU_ID}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <MenuIcon open={menuOpen} />
        <span className="visually-hidden">Menu</span>
      </button>
      <nav id={MENU_ID} className="top-bar__menu" aria-label="Main" hidden={!menuOpen}>
        <ul className="top-bar__menus">
          {DESKTOP_MENUS.map((menu) => (
            <NavDropdown key={menu.label} menu={menu} openOn="hover" />
          ))}
        </ul>
      </nav>
      <div className="top-bar__user">
        <Link to={ROUTES.preferences} className="top-bar__profile">
          <Avatar urls={userAvatarUrls(profile, currentUser)} email={currentUser?.email} name={currentUser?.name} />
          <span className="top-bar__name">{name}</span>
        </Link>
        <Button variant="secondary" onClick={logout}>
          Log Out
        </Button>
      </div>
    </header>
  );
}
