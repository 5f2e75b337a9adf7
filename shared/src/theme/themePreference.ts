import { useCallback, useSyncExternalStore } from 'react';

/** The theme choices: 'system' follows the operating system. */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** Browser storage key of the choice; renaming it would lose every user's saved choice. */
export const THEME_STORAGE_KEY = 'themePreference';

const THEME_CLASS: Record<Exclude<ThemePreference, 'system'>, string> = {
  light: 'light-theme',
  dark: 'dark-theme',
};

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** The saved choice; 'system' when nothing (or something invalid) is stored or storage is blocked. */
export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Sets the class on the document root: light-theme, dark-theme, or neither for 'system'. */
export function applyTheme(preference: ThemePreference, root: HTMLElement = document.documentElement): void {
  root.classList.remove(THEME_CLASS.light, THEME_CLASS.dark);
  if (preference !== 'system') root.classList.add(THEME_CLASS[preference]);
}

const listeners = new Set<() => void>();

function notifyListeners() {
  for (const listener of listeners) listener();
}

/** Saves, applies and announces a choice to every component using `useThemePreference()`. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage blocked (private mode): the choice still applies for this page.
  }
  applyTheme(preference);
  notifyListeners();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A choice made in another tab arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(readThemePreference());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current theme choice and a setter that saves and applies it. */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const preference = useSyncExternalStore(subscribe, readThemePreference, () => 'system' as const);
  const choose = useCallback((next: ThemePreference) => setThemePreference(next), []);
  return [preference, choose];
}
