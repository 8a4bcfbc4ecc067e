import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { publicOriginOf } from '../public-origin.ts';

export const SESSION_COOKIE = 'hallway-session';

/**
 * `Secure` whenever browsers reach the server over HTTPS, so sign-in also works on
 * http://localhost. The public origin decides (`PUBLIC_ORIGIN` behind a proxy that ends TLS);
 * `X-Forwarded-Proto` is not trusted, since any client can send it. The known-device cookie
 * (known-device-cookie.ts) is sent the same way.
 */
export function cookieOptions(c: Context) {
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure: publicOriginOf(c).startsWith('https:') } as const;
}

/** HttpOnly: no script (nor an injected one) can read it; SameSite=Lax: other sites' posts go without it. */
export function setSessionCookie(c: Context, token: string, expiresAt: Date, now: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), maxAge });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
}

export function readSessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}
