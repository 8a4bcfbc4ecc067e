/** Light, dark, or whatever the system prefers (`prefers-color-scheme`). */
export type ThemeChoice = 'light' | 'dark' | 'system';

/** Kept on the device only: a display preference, not account data. */
export const THEME_KEY = 'hallway-theme';

/**
 * Sets the root element's `data-theme` for an explicit choice (the stylesheet's colour pairs
 * follow `color-scheme`), or removes it to follow the system.
 */
export function applyTheme(value: ThemeChoice): void {
  const root = document.documentElement;
  if (value === 'system') delete root.dataset['theme'];
  else root.dataset['theme'] = value;
}

/** Applies the stored choice; called once at start, before the first screen renders. */
export function applyStoredTheme(): void {
  try {
    const value = localStorage.getItem(THEME_KEY);
    if (value === 'light' || value === 'dark') applyTheme(value);
  } catch {
    // Storage refused (private mode): the system's preference it is.
  }
}
