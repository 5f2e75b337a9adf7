import { ROUTES, USER_INFO_POLL_MS, sharedKeys } from '@careerforge/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, profile, renderWithShell, testUser } from '../../test/render';
import { TopBar } from './TopBar';

const MENUS: Array<[string, Array<[string, string]>]> = [
  ['Resume', [['Upload', '/resume-upload'], ['Generate', '/resume-generate'], ['Generated Resumes', '/generated-resumes']]],
  ['Career', [['View', '/career-view'], ['Submit', '/career-submit']]],
  ['Education', [['View', '/education-view'], ['Submit', '/education-submit']]],
  ['Jobs', [['View', '/jobs-view'], ['Submit', '/jobs-submit'], ['Applications', '/applications'], ['Advice', '/advice']]],
  ['Skills', [['View', '/skills-view'], ['Submit', '/skills-submit'], ['Projects & More', '/profile-extras']]],
];

function renderTopBar(options: Parameters<typeof renderWithShell>[1] = {}) {
  mockApi({ 'GET /api/get-user-info': { body: profile({ username: 'jane_d' }) } });
  return renderWithShell(<TopBar />, { route: '/home', ...options });
}

function trigger(label: string) {
  return screen.getByRole('button', { name: label });
}

describe('TopBar', () => {
  it('links the logo and app name to /home', () => {
    renderTopBar();
    expect(screen.getByRole('link', { name: 'CareerForge' })).toHaveAttribute('href', '/home');
  });

  it('has every dropdown with its items in order, each closed until hovered', () => {
    renderTopBar();
    for (const [label, items] of MENUS) {
      const dropdown = trigger(label).closest('li')!;
      expect(trigger(label)).toHaveAttribute('aria-expanded', 'false');
      fireEvent.mouseEnter(dropdown);
      expect(trigger(label)).toHaveAttribute('aria-expanded', 'true');
      const links = within(dropdown).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(items);
      fireEvent.mouseLeave(dropdown);
      expect(within(dropdown).queryAllByRole('link')).toHaveLength(0);
    }
  });

  it('closes a dropdown when an item is chosen, and goes there', async () => {
    renderTopBar();
    fireEvent.mouseEnter(trigger('Skills').closest('li')!);
    await userEvent.click(screen.getByRole('link', { name: 'Submit' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/skills-submit');
    expect(trigger('Skills')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('opens a dropdown when keyboard focus enters it, and Escape closes it', async () => {
    renderTopBar();
    const user = userEvent.setup();
    await user.tab(); // logo link
    await user.tab(); // menu toggle
    await user.tab(); // Resume
    expect(trigger('Resume')).toHaveFocus();
    expect(trigger('Resume')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Upload' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger('Resume')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Resume')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger('Resume')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger('Resume')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Resume')).toHaveFocus();
  });

  it('has a menu toggle, open by default', async () => {
    renderTopBar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Resume' })).toBeVisible();
  });

  it('shows the avatar and display name leading to /preferences, and logs out', async () => {
    const { logout } = renderTopBar();
    const profileLink = await screen.findByRole('link', { name: 'jane_d' });
    expect(profileLink).toHaveAttribute('href', '/preferences');
    expect(profileLink.querySelector('img')).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(logout).toHaveBeenCalled();
  });

  it('shows the uploaded avatar before the provider pictures', async () => {
    mockApi({ 'GET /api/get-user-info': { body: profile({ username: 'jane_d', avatar_url: 'http://api.test/api/avatars/a1' }) } });
    renderWithShell(<TopBar />, { route: '/home', currentUser: { ...testUser, avatarUrls: ['https://img.test/picture.png'] } });
    const profileLink = await screen.findByRole('link', { name: 'jane_d' });
    expect(profileLink.querySelector('img')).toHaveAttribute('src', 'http://api.test/api/avatars/a1');
  });

  it('shows a changed profile at once, when another screen updates the shared profile query', async () => {
    const { queryClient } = renderTopBar();
    await screen.findByRole('link', { name: 'jane_d' });
    act(() => {
      queryClient.setQueryData(sharedKeys.userInfo(testUser.userId), profile({ username: 'ada_l', avatar_url: 'http://api.test/api/avatars/b2' }));
    });
    const profileLink = await screen.findByRole('link', { name: 'ada_l' });
    expect(profileLink.querySelector('img')).toHaveAttribute('src', 'http://api.test/api/avatars/b2');
  });

  it('shows the email local part until the profile has loaded', () => {
    renderTopBar();
    expect(screen.getByRole('link', { name: testUser.email!.split('@')[0] })).toBeInTheDocument();
  });

  it('reads the profile on load and again every 100000 ms', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = mockApi({ 'GET /api/get-user-info': { body: profile({ username: 'jane_d' }) } });
      renderWithShell(<TopBar />, { route: '/home' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);

      fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => profile({ username: 'renamed' }) } as Response);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(USER_INFO_POLL_MS);
      });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('link', { name: 'renamed' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('reaches every signed-in route: the brand, the dropdowns and the profile link', () => {
    renderTopBar();
    const reached = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const [label] of MENUS) {
      const dropdown = trigger(label).closest('li')!;
      fireEvent.mouseEnter(dropdown);
      reached.push(...within(dropdown).getAllByRole('link').map((link) => link.getAttribute('href')));
      fireEvent.mouseLeave(dropdown);
    }
    const signedInRoutes = Object.values(ROUTES).filter((route) => route !== ROUTES.landing);
    expect([...reached].sort()).toEqual([...signedInRoutes].sort());
  });
});

describe('TopBar on a narrow window', () => {
  /** The bar's width for its menus, and the width of each drawn button (all 100 px, 'More' 80 px). */
  let menuWidth = 0;
  let resize: () => void = () => {};

  beforeEach(() => {
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        resize = () => act(() => callback([], this));
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.matches('nav') ? menuWidth : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = this.textContent === 'More' ? 80 : 100;
      return { width, height: 40, top: 0, left: 0, right: width, bottom: 40, x: 0, y: 0, toJSON: () => ({}) };
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    // @ts-expect-error jsdom has no ResizeObserver; the stub goes again.
    delete globalThis.ResizeObserver;
  });

  it("puts the menus that do not fit into 'More', under their names, and takes them out again when there is room", () => {
    menuWidth = 400;
    renderTopBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['Resume', 'Career', 'Education', 'More']);

    fireEvent.mouseEnter(trigger('More').closest('li')!);
    const jobs = screen.getByRole('list', { name: 'Jobs' });
    expect(within(jobs).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/jobs-view',
      '/jobs-submit',
      '/applications',
      '/advice',
    ]);
    expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('link')).toHaveLength(3);

    menuWidth = 500;
    resize();
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(MENUS.map(([label]) => label));
  });

  it("marks 'More' as holding the current page", () => {
    menuWidth = 250;
    renderTopBar({ route: '/advice' });
    expect(trigger('More').closest('li')).toHaveClass('nav-dropdown--current');
    expect(trigger('Resume').closest('li')).not.toHaveClass('nav-dropdown--current');
  });
});
