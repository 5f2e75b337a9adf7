import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../test/render';
import { MobileBar } from './MobileBar';

describe('MobileBar', () => {
  it("is titled 'Resume Builder' and collapsed by default", () => {
    renderWithShell(<MobileBar />, { route: '/home' });
    expect(screen.getByRole('link', { name: 'Resume Builder' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('opens to click-to-open dropdowns, Preferences, the email local part, an avatar and Log Out', async () => {
    const { logout } = renderWithShell(<MobileBar />, { route: '/home' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Resume',
      'Career',
      'Education',
      'Skills',
    ]);
    const resume = screen.getByRole('button', { name: 'Resume' });
    await user.click(resume);
    expect(resume).toHaveAttribute('aria-expanded', 'true');
    expect(within(resume.closest('li')!).getAllByRole('link').map((link) => link.textContent)).toEqual(['Upload', 'Generate']);
    await user.click(resume);
    expect(resume).toHaveAttribute('aria-expanded', 'false');

    expect(screen.getByText('jane.doe')).toBeInTheDocument();
    expect(screen.getByText('jane.doe').parentElement!.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg+xml'),
    );
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(logout).toHaveBeenCalled();
  });

  it('goes to the chosen page and collapses', async () => {
    renderWithShell(<MobileBar />, { route: '/home' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Skills' }));
    await user.click(screen.getByRole('link', { name: 'View' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/skills-view');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Preferences' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/preferences');
  });
});
