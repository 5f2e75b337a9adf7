import { Avatar, Button, ROUTES, USER_INFO_POLL_MS, useCurrentUser, useLogout, useUserInfo, userAvatarUrls } from '@careerforge/shared';
import { displayName } from '@careerforge/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCountThatFits } from '../hooks/useCountThatFits';
import { Logo } from './Logo';
import { MenuIcon } from './MenuIcon';
import { NavDropdown, NavTriggerContent } from './NavDropdown';
import { MAIN_MENUS } from './navigation';
import './TopBar.css';

const MENU_ID = 'top-bar-menu';
/** The dropdown that holds the trailing menus when the window is too narrow for all of them. */
const MORE_LABEL = 'More';

/** The desktop navigation (wider than 768 px). */
export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(true);
  const currentUser = useCurrentUser();
  const logout = useLogout();
  const { data: profile } = useUserInfo({ pollEveryMs: USER_INFO_POLL_MS });
  const name = displayName(profile, currentUser?.email);
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const shownCount = useCountThatFits(navRef, measureRef, MAIN_MENUS.length);
  const collapsedMenus = MAIN_MENUS.slice(shownCount);

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
      <nav ref={navRef} id={MENU_ID} className="top-bar__menu" aria-label="Main" hidden={!menuOpen}>
        <ul className="top-bar__menus">
          {MAIN_MENUS.slice(0, shownCount).map((menu) => (
            <NavDropdown key={menu.label} label={menu.label} groups={[menu]} openOn="hover" />
          ))}
          {collapsedMenus.length > 0 && <NavDropdown label={MORE_LABEL} groups={collapsedMenus} openOn="hover" />}
        </ul>
        {/* Every button drawn unseen, at its real width, to decide how many fit. */}
        <ul ref={measureRef} className="top-bar__menus top-bar__measure" aria-hidden="true">
          {[...MAIN_MENUS.map((menu) => menu.label), MORE_LABEL].map((label) => (
            <li key={label} className="nav-dropdown">
              <span className="nav-dropdown__trigger">
                <NavTriggerContent label={label} />
              </span>
            </li>
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
