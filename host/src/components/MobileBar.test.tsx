import { ROUTES } from '@careerforge/shared';
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
      'Jobs',
      'Skills',
    ]);
    const resume = screen.getByRole('button', { name: 'Resume' });
    await user.click(resume);
    expect(resume).toHaveAttribute('aria-expanded', 'true');
    expect(within(resume.closest('li')!).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Upload',
      'Generate',
      'Generated Resumes',
    ]);
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

  it('reaches every signed-in route: its title, the dropdowns and Preferences', async () => {
    renderWithShell(<MobileBar />, { route: '/home' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const trigger of within(nav).getAllByRole('button')) await user.click(trigger);

    const reached = [screen.getByRole('link', { name: 'Resume Builder' }), ...within(nav).getAllByRole('link')].map((link) =>
      link.getAttribute('href'),
    );
    await user.click(screen.getByRole('button', { name: 'Preferences' }));
    reached.push(screen.getByTestId('current-path').textContent);
    const signedInRoutes = Object.values(ROUTES).filter((route) => route !== ROUTES.landing);
    expect([...reached].sort()).toEqual([...signedInRoutes].sort());
  });

  it('keeps an open dropdown open when focus or the pointer moves on, so the next one can be opened', async () => {
    renderWithShell(<MobileBar />, { route: '/home' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const resume = screen.getByRole('button', { name: 'Resume' });
    const jobs = screen.getByRole('button', { name: 'Jobs' });

    await user.click(resume);
    await user.click(jobs);
    expect(jobs).toHaveAttribute('aria-expanded', 'true');
    expect(resume).toHaveAttribute('aria-expanded', 'true');
    expect(within(jobs.closest('li')!).getByRole('link', { name: 'Advice' })).toHaveAttribute('href', '/advice');

    await user.click(resume);
    expect(resume).toHaveAttribute('aria-expanded', 'false');
    expect(jobs).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes a dropdown with Escape, then the menu panel, returning focus to each one’s button', async () => {
    renderWithShell(<MobileBar />, { route: '/home' });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const career = screen.getByRole('button', { name: 'Career' });
    await user.click(career);
    await user.tab();
    expect(screen.getByRole('link', { name: 'View' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(career).toHaveAttribute('aria-expanded', 'false');
    expect(career).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
