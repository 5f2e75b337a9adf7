import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, ModalActions } from './Modal';

function ModalHarness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Update Skill" onClose={() => setOpen(false)} dismissible={dismissible}>
          <input aria-label="Skill" />
          <ModalActions>
            <button type="button">Update</button>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </ModalActions>
        </Modal>
      )}
    </>
  );
}

async function openModal(dismissible?: boolean) {
  const user = userEvent.setup();
  render(<ModalHarness dismissible={dismissible} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus on its first control', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Update Skill' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Skill' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openModal();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Update' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Skill' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('textbox', { name: 'Skill' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape and the backdrop when not dismissible', async () => {
    const user = await openModal(false);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes from its close mark when it has one, unless it is not dismissible', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = render(
      <Modal title="Edit Job #3" onClose={onClose} showCloseButton>
        <input aria-label="Title" />
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <Modal title="Edit Job #3" onClose={onClose} showCloseButton dismissible={false}>
        <input aria-label="Title" />
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('shows the close mark with the text a screen names, still called Close', () => {
    render(
      <Modal title="MFA Settings" onClose={jest.fn()} showCloseButton closeButtonText="X">
        <p>Body</p>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveTextContent(/^X$/);
  });

  it('has no close mark unless asked', async () => {
    await openModal();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('closes only the top dialog of a stack on Escape, focusing what opened it', async () => {
    function Stacked() {
      const [outerOpen, setOuterOpen] = useState(true);
      const [innerOpen, setInnerOpen] = useState(false);
      return outerOpen ? (
        <Modal title="Update Skill" onClose={() => setOuterOpen(false)}>
          <button type="button" onClick={() => setInnerOpen(true)}>
            Delete
          </button>
          {innerOpen && (
            <Modal title="Are you sure?" onClose={() => setInnerOpen(false)}>
              <button type="button">Yes, Delete</button>
            </Modal>
          )}
        </Modal>
      ) : null;
    }
    const user = userEvent.setup();
    render(<Stacked />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Yes, Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update Skill' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('is wider when asked, for documents and large forms', () => {
    const { rerender } = render(
      <Modal title="Format & Download Resume" onClose={() => {}} size="wide">
        <p>Preview</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveClass('cf-modal--wide');
    rerender(
      <Modal title="Format & Download Resume" onClose={() => {}}>
        <p>Preview</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog')).not.toHaveClass('cf-modal--wide');
  });
});
