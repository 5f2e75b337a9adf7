import { cleanup, screen } from '@testing-library/react';
import { FakePreferencesServer } from '../test/fakePreferencesServer';
import { renderPreferences } from '../test/renderApp';

const root = document.documentElement;

function radio(name: string) {
  return screen.getByRole('radio', { name });
}

beforeEach(() => {
  window.localStorage.clear();
  root.className = '';
  new FakePreferencesServer();
});

describe('Theme', () => {
  it('offers Match System, Light and Dark, Match System when nothing is saved', () => {
    renderPreferences();
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(Array.from(group.querySelectorAll('label')).map((label) => label.textContent)).toEqual(['Match System', 'Light', 'Dark']);
    expect(radio('Match System')).toBeChecked();
  });

  it('applies a choice at once, saves it, and keeps it after the page is opened again', async () => {
    const { user } = renderPreferences();
    await user.click(radio('Dark'));
    expect(root).toHaveClass('dark-theme');
    expect(root).not.toHaveClass('light-theme');
    expect(window.localStorage.getItem('themePreference')).toBe('dark');

    await user.click(radio('Light'));
    expect(root).toHaveClass('light-theme');
    expect(root).not.toHaveClass('dark-theme');
    expect(window.localStorage.getItem('themePreference')).toBe('light');

    cleanup();
    renderPreferences();
    expect(radio('Light')).toBeChecked();
  });

  it('removes both classes for Match System', async () => {
    window.localStorage.setItem('themePreference', 'dark');
    root.classList.add('dark-theme');
    const { user } = renderPreferences();
    expect(radio('Dark')).toBeChecked();

    await user.click(radio('Match System'));
    expect(root).not.toHaveClass('dark-theme');
    expect(root).not.toHaveClass('light-theme');
    expect(window.localStorage.getItem('themePreference')).toBe('system');
  });
});
