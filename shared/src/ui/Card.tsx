import { createContext, useContext, type ReactNode } from 'react';
import './Card.css';

export interface CardProps {
  /** The id of the card's title (see CardTitle), which names the card. */
  titleId: string;
  /** A click anywhere on the card, or Enter or Space on its title, which is a button. */
  onOpen: () => void;
  children: ReactNode;
}

/** What the title's button of the enclosing Card does. */
const CardOpenContext = createContext<(() => void) | null>(null);

/**
 * A card in a list that opens its item, e.g. in a dialog. Its title (CardTitle) is the button that
 * opens it, and that button's box covers the whole card, so a click anywhere on the card opens it.
 * Buttons and links inside the card sit above that box and do only their own job.
 */
export function Card({ titleId, onOpen, children }: CardProps) {
  return (
    <CardOpenContext.Provider value={onOpen}>
      <article className="cf-card" aria-labelledby={titleId}>
        {children}
      </article>
    </CardOpenContext.Provider>
  );
}

/** The card's heading; its id is the Card's titleId. Inside a Card, its text is the button that opens the card. */
export function CardTitle({ id, children }: { id: string; children: ReactNode }) {
  const onOpen = useContext(CardOpenContext);
  return (
    <h2 id={id} className="cf-card__title">
      {onOpen ? (
        <button type="button" className="cf-card__open" onClick={onOpen}>
          {children}
        </button>
      ) : (
        children
      )}
    </h2>
  );
}
