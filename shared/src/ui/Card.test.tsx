import { useId } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Card, CardTitle } from './Card';

function CardHarness({ onOpen, onDelete }: { onOpen: () => void; onDelete: () => void }) {
  const titleId = useId();
  return (
    <Card titleId={titleId} onOpen={onOpen}>
      <CardTitle id={titleId}>Platform Engineer</CardTitle>
      <button type="button" onClick={onDelete}>
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
  const card = screen.getByRole('article', { name: 'Platform Engineer' });
  return { user, onOpen, onDelete, card, open: within(card).getByRole('button', { name: 'Platform Engineer' }) };
}

describe('Card', () => {
  it('is named by its title', () => {
    const { card } = renderCard();
    expect(card).toContainElement(screen.getByRole('heading', { level: 2, name: 'Platform Engineer' }));
  });

  it('opens from its title, a button: a click, or Enter or Space while focused', async () => {
    const { user, onOpen, open } = renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Platform Engineer' })).toContainElement(open);
    await user.tab();
    expect(open).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(open);
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('leaves a click on a button inside it to the button', async () => {
    const { user, onOpen, onDelete } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('leaves the keys of a button inside it to the button', async () => {
    const { user, onOpen, onDelete } = renderCard();
    screen.getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
