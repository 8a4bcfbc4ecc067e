import type { Context } from 'hono';
import { DEVICE_ID_HEADER } from '../../shared/actions.ts';
import { viewerOf } from '../accounts/load-viewer.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `Hallway-Device` header when it is a UUID (lower-cased), else null. */
export function deviceIdOf(c: Context): string | null {
  const value = c.req.header(DEVICE_ID_HEADER)?.trim();
  return value !== undefined && UUID_PATTERN.test(value) ? value.toLowerCase() : null;
}

export function userOwner(userId: number): string {
  return `user:${userId}`;
}

export function deviceOwner(deviceId: string): string {
  return `device:${deviceId}`;
}

/** Why a star or feedback without a session and without a device id is refused (400). */
export const NO_OWNER_MESSAGE = "Sign in, or send a Hallway-Device header with this device's UUID.";

/** The device acting for itself: its id when nobody is signed in (else the account acts), or null. */
export function signedOutDevice(c: Context): string | null {
  return viewerOf(c) ? null : deviceIdOf(c);
}

/**
 * Whose star or feedback this is: the signed-in account, else the device that sent it (so the
 * offline outbox works without an account), else nobody (null).
 */
export function actionOwner(c: Context): string | null {
  const viewer = viewerOf(c);
  if (viewer) return userOwner(viewer.userId);
  const device = signedOutDevice(c);
  return device === null ? null : deviceOwner(device);
}
