const SIGNED_IN_KEY = 'hallway-signed-in';

/**
 * Whether this browser was signed in when the app last learnt it: the one hint the device keeps.
 * The header link reads it to say "Account" or "Sign in", and start-up reads it to decide whether
 * to sync with the account. The session cookie is HttpOnly and the server checks every protected
 * request anyway: a stale hint costs one click to a 401 with its sign-in link, or one request.
 */
export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) === '1';
  } catch {
    // Storage refused (a locked-down private window): nobody is assumed signed in.
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Nothing to keep it in: the link falls back to "Sign in".
  }
}

type SignedInHandler = (signedIn: boolean) => void | Promise<void>;
const handlers = new Set<SignedInHandler>();

/**
 * What the app does when someone signs in or out (join the device's data with the account's,
 * forget it after a sign-out): registered by the app's composition, so the screens that sign
 * in and out need not know the capabilities that keep data on the device.
 */
export function onSignedInChange(handler: SignedInHandler): () => void {
  handlers.add(handler);
  return () => void handlers.delete(handler);
}

/**
 * Called after a sign-in, sign-up or sign-out went through: remembers the hint, and resolves once
 * every handler is done (a sign-out waits until the device has forgotten the account). A handler
 * that fails does not stop the others.
 */
export async function signedInChanged(signedIn: boolean): Promise<void> {
  rememberSignedIn(signedIn);
  await Promise.all([...handlers].map(async (handler) => handler(signedIn)).map((done) => done.catch(() => undefined)));
}
