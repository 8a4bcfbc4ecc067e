import { z } from 'zod';
import { ACTION_REDIRECT_HEADER, ACTION_REVALIDATE_HEADER } from '../../shared/actions.ts';
import { viewerOf } from '../accounts/load-viewer.ts';
import { clearSessionCookie } from '../accounts/session-cookie.ts';
import { revokeSession } from '../accounts/session-store.ts';
import { defineAction } from './define-action.ts';
import { ACCOUNT_DATA_URLS } from './start-session.ts';

/**
 * `signout {}`: revokes the session in the store — a copied cookie stops working too — and
 * clears the cookie. Signed out already (an expired session, another tab), it answers the same:
 * the person wanted to be signed out, and is.
 */
export const signOutAction = defineAction(z.object({}), async function signOut(c, _body, { store, now }) {
  const viewer = viewerOf(c);
  if (viewer) await revokeSession(store, viewer.sessionId, now());
  clearSessionCookie(c);
  c.header(ACTION_REDIRECT_HEADER, '/');
  c.header(ACTION_REVALIDATE_HEADER, ACCOUNT_DATA_URLS);
  return c.json({ ok: true });
});
