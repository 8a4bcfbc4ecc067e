/** sessionStorage, or null where the browser denies it (cookies blocked): what it keeps is a comfort. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
