/**
 * After sign-in, sign-up or sign-out: joins this device's stars with the account's, or notes
 * that nobody is signed in (sync-stars.ts), in the background. Loaded on demand, in the chunk the
 * start-up sync shares, so the account screens do not carry the outbox.
 */
export function syncStarsLater(): void {
  void import('./sync-stars.ts')
    .then(({ syncStars }) => syncStars())
    .catch(() => undefined);
}

/** After sign-out: forgets what the device kept of the account (sync-stars.ts), in the background. */
export function forgetAccountLater(): Promise<void> {
  return import('./sync-stars.ts')
    .then(({ forgetAccount }) => forgetAccount())
    .catch(() => undefined);
}
