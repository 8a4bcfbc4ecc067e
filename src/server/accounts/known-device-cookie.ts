import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Store } from '../store/open-store.ts';
import { bindKnownDevice, isKnownDevice } from './known-device-store.ts';
import { cookieOptions } from './session-cookie.ts';

/**
 * A device that signed in before (OWASP's "device cookies"): an opaque token, HttpOnly and
 * SameSite=Lax like the session cookie. It is kept after sign-out: it signs nobody in and holds
 * nothing private, and dropping it would give a venue's guesser back the power to lock out
 * everyone behind their network.
 */
export const KNOWN_DEVICE_COOKIE = 'hallway-known-device';

/** After a sign-in or sign-up: binds the device to the account and (re)sets its cookie for KNOWN_DEVICE_LIFETIME_MS. */
export async function rememberKnownDevice(c: Context, store: Store, userId: number, now: Date): Promise<void> {
  const device = await bindKnownDevice(store, getCookie(c, KNOWN_DEVICE_COOKIE), userId, now);
  const maxAge = Math.floor((device.expiresAt.getTime() - now.getTime()) / 1000);
  setCookie(c, KNOWN_DEVICE_COOKIE, device.token, { ...cookieOptions(c), maxAge });
}

/** Whether the request comes from a device that signed in to the account with this email before. */
export function isKnownDeviceFor(c: Context, store: Store, email: string, now: Date): Promise<boolean> {
  return isKnownDevice(store, getCookie(c, KNOWN_DEVICE_COOKIE), email, now);
}
