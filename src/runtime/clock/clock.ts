import { useEffect, useState } from 'react';

/**
 * The app's one clock. Screens never read `Date.now()` while rendering (a server render and the
 * browser's first render must agree): they read `useNow`, which is null until an effect runs.
 */
export function now(): number {
  return Date.now();
}

/** The current time in ms, renewed every `everyMs` while mounted; null on the server and at first render. */
export function useNow(everyMs: number): number | null {
  const [time, setTime] = useState<number | null>(null);
  useEffect(() => {
    setTime(now());
    const timer = setInterval(() => setTime(now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return time;
}
