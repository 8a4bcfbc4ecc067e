import { useDeviceValue } from '../render/as-rendered.tsx';

/** Which zone times are shown in: the conference's (its wall time, the default) or this device's. */
export type TimeDisplay = 'conference' | 'device';
export const TIME_DISPLAYS: readonly TimeDisplay[] = ['conference', 'device'];

/** localStorage: the choice, when it is not the default. */
export const TIME_DISPLAY_KEY = 'hallway-time-display';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));
let chosen: TimeDisplay | null = null;

function read(): TimeDisplay {
  if (chosen === null) {
    try {
      chosen = localStorage.getItem(TIME_DISPLAY_KEY) === 'device' ? 'device' : 'conference';
    } catch {
      chosen = 'conference';
    }
  }
  return chosen;
}

/** Applies a choice on every screen at once and keeps it on the device. */
export function setTimeDisplay(value: TimeDisplay): void {
  try {
    if (value === 'conference') localStorage.removeItem(TIME_DISPLAY_KEY);
    else localStorage.setItem(TIME_DISPLAY_KEY, value);
  } catch {
    // Storage refused: the choice holds for this visit.
  }
  chosen = value;
  listeners.forEach((listener) => listener());
}

const AS_ON_THE_SERVER = () => 'conference' as const;

/** The choice in force; 'conference' in a server render (and while its markup is hydrated). */
export function useTimeDisplay(): TimeDisplay {
  return useDeviceValue<TimeDisplay>(subscribe, read, AS_ON_THE_SERVER);
}

/**
 * The device's zone, read once (building an `Intl.DateTimeFormat` for it costs more than the
 * rendering of an event, and a day screen asks for it hundreds of times) and again each time the
 * app is shown, since a traveller's phone changes zone while the app sits in the background.
 */
let deviceZone: string | null = null;
const zoneListeners = new Set<() => void>();
const readDeviceZone = () => (deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

function onShown(): void {
  if (document.hidden) return;
  const before = deviceZone;
  deviceZone = null;
  if (readDeviceZone() !== before) zoneListeners.forEach((listener) => listener());
}

function followDeviceZone(listener: () => void): () => void {
  if (zoneListeners.size === 0) document.addEventListener('visibilitychange', onShown);
  zoneListeners.add(listener);
  return () => {
    zoneListeners.delete(listener);
    if (zoneListeners.size === 0) document.removeEventListener('visibilitychange', onShown);
  };
}

const NO_ZONE = () => null;

/** This device's time zone (`America/New_York`); null in a server render (and while its markup is hydrated). */
export function useDeviceTimeZone(): string | null {
  return useDeviceValue<string | null>(followDeviceZone, readDeviceZone, NO_ZONE);
}
