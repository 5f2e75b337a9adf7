import { useId } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Card, CardTitle } from './Card';

function CardHarness({ onOpen, onDelete }: { onOpen: () => void; onDelete: () => void }) {
  const titleId = useId();
  return (
    <Card titleId={titleId} onOpen={onOpen}>
      <CardTitle id={titleId}>Platform Engineer</CardTitle>
      <button
        type="button"
        onClick={(event) => {
          event.stopPropagation();
          onDelete();
        }}
      >
        Delete
      </button>
    </Card>
  );
}

function renderCard() {
  const user = userEvent.setup();
  const onOpen = jest.fn();
  const onDelete = jest.fn();
  render(<CardHarness onOpen={onOpen} onDelete={onDelete} />);
  return { user, onOpen, onDelete, card: screen.getByRole('article', { name: 'Platform Engineer' }) };
}

describe('Card', () => {
  it('is named by its title', () => {
    const { card } = renderCard();
    expect(card).toContainElement(screen.getByRole('heading', { level: 2, name: 'Platform Engineer' }));
  });

  it('opens on a click, or on Enter or Space while focused', async () => {
    const { user, onOpen, card } = renderCard();
    await user.click(card);
    card.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('leaves the keys of a button inside it to the button', async () => {
    const { user, onOpen, onDelete } = renderCard();
    screen.getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
