import { act, renderHook } from '@testing-library/react';
import {
  THEME_STORAGE_KEY,
  applyTheme,
  readThemePreference,
  setThemePreference,
  useThemePreference,
} from './themePreference';

const root = document.documentElement;

beforeEach(() => {
  window.localStorage.clear();
  root.className = '';
});

describe('applyTheme', () => {
  it('sets light-theme for light and dark-theme for dark, never both', () => {
    applyTheme('light');
    expect(root).toHaveClass('light-theme');
    expect(root).not.toHaveClass('dark-theme');
    applyTheme('dark');
    expect(root).toHaveClass('dark-theme');
    expect(root).not.toHaveClass('light-theme');
  });

  it('removes both classes for system and keeps unrelated classes', () => {
    root.classList.add('dark-theme', 'other');
    applyTheme('system');
    expect(root).not.toHaveClass('dark-theme');
    expect(root).not.toHaveClass('light-theme');
    expect(root).toHaveClass('other');
  });
});

describe('readThemePreference', () => {
  it('reads the choice stored under themePreference', () => {
    window.localStorage.setItem('themePreference', 'dark');
    expect(readThemePreference()).toBe('dark');
  });

  it('falls back to system when nothing or something invalid is stored', () => {
    expect(readThemePreference()).toBe('system');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemePreference()).toBe('system');
  });
});

describe('useThemePreference', () => {
  it('saves, applies and shares a choice between components', () => {
    const first = renderHook(() => useThemePreference());
    const second = renderHook(() => useThemePreference());
    expect(first.result.current[0]).toBe('system');

    act(() => first.result.current[1]('light'));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(root).toHaveClass('light-theme');
    expect(second.result.current[0]).toBe('light');

    act(() => setThemePreference('system'));
    expect(first.result.current[0]).toBe('system');
    expect(root).not.toHaveClass('light-theme');
  });

  it('follows a choice made in another tab', () => {
    const { result } = renderHook(() => useThemePreference());
    act(() => {
      window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    });
    expect(result.current[0]).toBe('dark');
    expect(root).toHaveClass('dark-theme');
  });
});
