import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink, matchPath, useLocation } from 'react-router';
import type { NavMenu } from './navigation';
import './NavDropdown.css';

export interface NavDropdownProps {
  menu: NavMenu;
  /**
   * 'hover' (top bar): opens on pointer hover and when keyboard focus enters it.
   * 'click' (mobile bar): opens and closes on click.
   */
  openOn: 'hover' | 'click';
  /** Called after an item was chosen (the mobile bar collapses). */
  onNavigate?: () => void;
}

function ChevronIcon() {
  return (
    <svg className="nav-dropdown__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** One navigation dropdown (a disclosure: a button and a list of links). Escape closes it. */
export function NavDropdown({ menu, openOn, onNavigate }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const holdsCurrentPage = menu.items.some((item) => matchPath(item.to, pathname));

  const focusLeft = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget as Node | null);

  /** Escape on the button or a link closes the open list and gives focus back to the button. */
  function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    triggerRef.current?.focus();
  }

  function choose() {
    setOpen(false);
    onNavigate?.();
  }

  const hoverHandlers =
    openOn === 'hover'
      ? {
          onMouseEnter: () => setOpen(true),
          onMouseLeave: () => setOpen(false),
          // Only focus arriving from outside opens it; Escape moving focus back to the button must not.
          onFocus: (event: FocusEvent<HTMLElement>) => {
            if (focusLeft(event)) setOpen(true);
          },
        }
      : {};

  return (
    <li
      className={`nav-dropdown nav-dropdown--${openOn}${holdsCurrentPage ? ' nav-dropdown--current' : ''}`}
      {...hoverHandlers}
      onBlur={(event) => {
        if (focusLeft(event)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="nav-dropdown__trigger"
        aria-expanded={open}
        aria-controls={listId}
        // Hover mode: the pointer or focus already opened it, so a click must not close it again.
        onClick={() => setOpen(openOn === 'hover' ? true : !open)}
        onKeyDown={closeOnEscape}
      >
        {menu.label}
        <ChevronIcon />
      </button>
      <ul id={listId} className="nav-dropdown__menu" hidden={!open}>
        {menu.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="nav-dropdown__item" onClick={choose} onKeyDown={closeOnEscape}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
