/**
 * The app's one clock. Screens never read `Date.now()` while rendering: they read `useMinute`
 * (or `useNow`) from use-clock.ts, so every screen of one render sees the same time, a server
 * render sees none, and tests set the time by setting the browser's clock.
 */
export function now(): number {
  return Date.now();
}
