import { ACTION_REDIRECT_HEADER, ACTION_REVALIDATE_HEADER } from '../../shared/actions.ts';
import { rememberKnownDevice } from '../accounts/known-device-cookie.ts';
import { viewerOf } from '../accounts/load-viewer.ts';
import { setSessionCookie } from '../accounts/session-cookie.ts';
import { createSession, revokeSession } from '../accounts/session-store.ts';
import type { User } from '../accounts/user-store.ts';
import { deviceIdOf } from './action-owner.ts';
import type { ActionContext, ActionRequest } from './define-action.ts';
import { mergeDeviceIntoUser } from './merge-device-into-user.ts';

/**
 * Private page data that changes when who is signed in changes: the client drops what it holds
 * of them, so nothing of the previous account is shown to the next one on a shared device.
 */
export const ACCOUNT_DATA_URLS = '/data/account.json, /data/admin.json';

/**
 * Signs a user in after sign-up or sign-in, with the role the account has (signing in never
 * changes it, §15): a session replaces any the request already had, the device's stars and
 * feedback join the account, and the client goes to /account.
 */
export async function startSession(c: ActionRequest, user: User, { store, now }: ActionContext): Promise<Response> {
  const time = now();

  const previous = viewerOf(c);
  if (previous) await revokeSession(store, previous.sessionId, time);
  const session = await createSession(store, user.id, time);
  setSessionCookie(c, session.token, session.expiresAt, time);
  // Its next sign-ins pass the per-address limit others behind its network may have used up.
  await rememberKnownDevice(c, store, user.id, time);

  const device = deviceIdOf(c);
  if (device !== null) await mergeDeviceIntoUser(store, device, user.id);

  c.header(ACTION_REDIRECT_HEADER, '/account');
  c.header(ACTION_REVALIDATE_HEADER, ACCOUNT_DATA_URLS);
  return c.json({ ok: true, account: { email: user.email, role: user.role } });
}
