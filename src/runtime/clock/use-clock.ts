import { useEffect, useState } from 'react';
import { now } from './clock.ts';
import { useDeviceValue } from '../render/as-rendered.tsx';

/* The clock for screens (see clock.ts): kept apart so the first paint's bundle carries only `now`. */

const MINUTE = 60_000;

/** The start of the current minute, in ms. */
export function currentMinute(): number {
  return Math.floor(now() / MINUTE) * MINUTE;
}

const minuteListeners = new Set<() => void>();
let minuteTimer: ReturnType<typeof setTimeout> | undefined;
let minute = 0;

function tick(): void {
  const next = currentMinute();
  if (next !== minute) {
    minute = next;
    for (const listener of [...minuteListeners]) listener();
  }
}

function scheduleTick(): void {
  clearTimeout(minuteTimer);
  // Wakes just after the next minute starts; a throttled timer in a hidden tab is caught up by
  // the visibility listener below.
  minuteTimer = setTimeout(
    () => {
      tick();
      scheduleTick();
    },
    MINUTE - (now() % MINUTE) + 50,
  );
}

function onReturn(): void {
  if (document.visibilityState === 'visible') {
    tick();
    scheduleTick();
  }
}

function subscribeMinute(listener: () => void): () => void {
  minuteListeners.add(listener);
  if (minuteListeners.size === 1) {
    minute = currentMinute();
    scheduleTick();
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('pageshow', onReturn);
    window.addEventListener('focus', onReturn);
  }
  return () => {
    minuteListeners.delete(listener);
    if (minuteListeners.size > 0) return;
    clearTimeout(minuteTimer);
    document.removeEventListener('visibilitychange', onReturn);
    window.removeEventListener('pageshow', onReturn);
    window.removeEventListener('focus', onReturn);
  };
}

function minuteSnapshot(): number {
  if (minuteListeners.size === 0) minute = currentMinute();
  return minute;
}

const NO_MINUTE = () => null;

/**
 * The start of the current minute, renewed on the minute while mounted and whenever the app
 * comes back into view (`visibilitychange`, `pageshow`, `focus`); null in a server render (and
 * while its markup is hydrated, see as-rendered.tsx). All components reading it in one render
 * see the same minute.
 */
export function useMinute(): number | null {
  return useDeviceValue(subscribeMinute, minuteSnapshot, NO_MINUTE);
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
