import type { ComponentPropsWithRef, MouseEvent } from 'react';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** A request started by this button is running: clicks are ignored and `busyLabel` is shown. */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  type = 'button',
  className,
  children,
  onClick,
  ...buttonProps
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // preventDefault also stops a busy submit button from submitting its form again.
    if (busy) event.preventDefault();
    else onClick?.(event);
  }
  return (
    <button
      {...buttonProps}
      type={type}
      // Busy stays focusable (aria-disabled, not disabled) so keyboard focus is not lost mid-request.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className={['cf-button', `cf-button--${variant}`, className].filter(Boolean).join(' ')}
      onClick={handleClick}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
