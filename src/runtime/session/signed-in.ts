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
