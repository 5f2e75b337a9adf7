import type { KeyboardEvent, ReactNode } from 'react';
import './Card.css';

export interface CardProps {
  /** The id of the card's title (see CardTitle), which names the card. */
  titleId: string;
  /** A click anywhere on the card, or Enter or Space while it has focus. */
  onOpen: () => void;
  children: ReactNode;
}

/**
 * A card in a list that opens its item, e.g. in a dialog. Keys pressed on a button inside it are the button's;
 * a button's click should stop propagating, or it opens the card too.
 */
export function Card({ titleId, onOpen, children }: CardProps) {
  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Keys pressed on a control inside the card are that control's own business.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen();
    }
  }

  return (
    <article className="cf-card" tabIndex={0} aria-labelledby={titleId} onClick={onOpen} onKeyDown={handleKeyDown}>
      {children}
    </article>
  );
}

/** The card's heading; its id is the Card's titleId. */
export function CardTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="cf-card__title">
      {children}
    </h2>
  );
}
