import { ToastContainer, toast } from 'react-toastify';

/**
 * The one toast API of the site. react-toastify is a Module Federation singleton, so a toast raised
 * by any remote lands in the shell's single container.
 */
export const notify = toast;
export type { Id as ToastId, ToastContentProps, ToastOptions } from 'react-toastify';

export const TOAST_AUTO_CLOSE_MS = 5000;

/** Alt+T moves focus to the notifications; matched on the key's position so it works on every layout. */
export function isToastHotKey(event: KeyboardEvent): boolean {
  return event.altKey && event.code === 'KeyT';
}

/** Render exactly once per page (the shell, or a remote's standalone page). Styles are injected by react-toastify 11. */
export function AppToastContainer() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} hotKeys={isToastHotKey} />;
}
