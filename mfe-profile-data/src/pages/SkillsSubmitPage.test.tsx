import { act, screen, within } from '@testing-library/react';
import { FakeProfileDataServer } from '../test/fakeProfileDataServer';
import { findStatusMessage, renderApp } from '../test/renderApp';
import { submitSkill } from '@careerforge/contract';

describe('Add New Skill (/skills-submit)', () => {
  it('has one required field with its placeholder and a Submit button', async () => {
    new FakeProfileDataServer();
    renderApp('/skills-submit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Skill' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'New Skill:' });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('placeholder', 'Enter a new skill here...');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it("shows 'Submitting...', then the list with 'Skill added successfully!' and the new skill", async () => {
    const server = new FakeProfileDataServer({ skills: ['SQL'] });
    const { user } = renderApp('/skills-submit');
    await user.type(screen.getByRole('textbox', { name: 'New Skill:' }), 'Rust');
    const release = server.hold(submitSkill);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveAttribute('aria-disabled', 'true');
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'My Skills' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/skills-view');
    await findStatusMessage('Skill added successfully!');
    const list = await screen.findByRole('list', { name: 'Skills' });
    expect(within(list).getByText('Rust')).toBeInTheDocument();
  });

  it('adds one skill for a double click on Submit', async () => {
    const server = new FakeProfileDataServer();
    const { user } = renderApp('/skills-submit');
    await user.type(screen.getByRole('textbox', { name: 'New Skill:' }), 'Rust');
    const button = screen.getByRole('button', { name: 'Submit' });
    // Both clicks land before React renders the button busy, as a fast double click can.
    act(() => {
      button.click();
      button.click();
    });
    await findStatusMessage('Skill added successfully!');
    expect(server.count(submitSkill)).toBe(1);
  });

  it("shows 'Failed to add skill' above the form with the server's reason beneath", async () => {
    new FakeProfileDataServer({ skills: ['Rust'] });
    const { user } = renderApp('/skills-submit');
    await user.type(screen.getByRole('textbox', { name: 'New Skill:' }), 'rust');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to add skill')).toBeInTheDocument();
    expect(within(alert).getByText('You already have this skill.')).toBeInTheDocument();
    expect(alert.compareDocumentPosition(screen.getByRole('textbox', { name: 'New Skill:' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(window.location.pathname).toBe('/skills-submit');
  });

  it('asks for a skill instead of sending an empty one', async () => {
    const server = new FakeProfileDataServer();
    const { user } = renderApp('/skills-submit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'New Skill:' })).toHaveAccessibleDescription('Skill is required.');
    expect(server.count(submitSkill)).toBe(0);
  });

  describe('with a clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('hides the success message on the list after 3 seconds', async () => {
      new FakeProfileDataServer();
      const { user } = renderApp('/skills-submit', { advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByRole('textbox', { name: 'New Skill:' }), 'Rust');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await findStatusMessage('Skill added successfully!');

      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByText('Skill added successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('Skill added successfully!')).not.toBeInTheDocument();
    });
  });
});
