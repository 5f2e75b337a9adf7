import { Fragment, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink, matchPath, useLocation } from 'react-router';
import type { NavItem, NavMenu } from './navigation';
import './NavDropdown.css';

export interface NavDropdownProps {
  /** The button's text. */
  label: string;
  /**
   * The link lists it opens. A group named like the button is its plain list; other groups (the
   * top bar's 'More', holding the menus that do not fit) show their name above their links.
   */
  groups: readonly NavMenu[];
  /**
   * 'hover' (top bar): opens on pointer hover and when keyboard focus enters it; closes when they leave.
   * 'click' (mobile bar): opens and closes on click only. Leaving it must not close it: the list
   * collapsing under the pointer would move the next button away before the click lands on it.
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

/** What a dropdown's button shows; the top bar also draws it unseen, to measure what fits. */
export function NavTriggerContent({ label }: { label: string }) {
  return (
    <>
      {label}
      <ChevronIcon />
    </>
  );
}

/** One navigation dropdown (a disclosure: a button and a list of links). Escape closes it. */
export function NavDropdown({ label, groups, openOn, onNavigate }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const holdsCurrentPage = groups.some((group) => group.items.some((item) => matchPath(item.to, pathname)));

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
          onBlur: (event: FocusEvent<HTMLElement>) => {
            if (focusLeft(event)) setOpen(false);
          },
        }
      : {};

  const links = (items: readonly NavItem[]) =>
    items.map((item) => (
      <li key={item.to}>
        <NavLink to={item.to} className="nav-dropdown__item" onClick={choose} onKeyDown={closeOnEscape}>
          {item.label}
        </NavLink>
      </li>
    ));

  return (
    <li
      className={`nav-dropdown nav-dropdown--${openOn}${holdsCurrentPage ? ' nav-dropdown--current' : ''}`}
      {...hoverHandlers}
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
        <NavTriggerContent label={label} />
      </button>
      <ul id={listId} className="nav-dropdown__menu" hidden={!open}>
        {groups.map((group) =>
          group.label === label ? (
            <Fragment key={group.label}>{links(group.items)}</Fragment>
          ) : (
            <li key={group.label} className="nav-dropdown__group">
              <span className="nav-dropdown__group-label" id={`${listId}-${group.label}`}>
                {group.label}
              </span>
              <ul className="nav-dropdown__group-items" aria-labelledby={`${listId}-${group.label}`}>
                {links(group.items)}
              </ul>
            </li>
          ),
        )}
      </ul>
    </li>
  );
}
