import { useSyncExternalStore } from 'react';
import { THEME_KEY, applyTheme, type ThemeChoice } from './theme.ts';

export type { ThemeChoice };
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

// The choice in force is the root element's `data-theme` (set at start from storage). Its own
// small listener set rather than createStore: the More screen's chunk importing the store module
// makes the bundler move React out of the first paint's chunk.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));
const current = (): ThemeChoice => {
  const value = document.documentElement.dataset['theme'];
  return value === 'light' || value === 'dark' ? value : 'system';
};

/** Applies a choice at once and keeps it on the device. */
export function setTheme(value: ThemeChoice): void {
  try {
    if (value === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, value);
  } catch {
    // Storage refused (private mode): the choice holds for this visit.
  }
  applyTheme(value);
  listeners.forEach((listener) => listener());
}

/** The current choice, for the control that changes it; 'system' in a server render. */
export function useTheme(): ThemeChoice {
  return useSyncExternalStore(subscribe, current, () => 'system');
}
