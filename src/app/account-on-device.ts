import { forgetStars, syncStars } from '../features/agenda/sync-stars.ts';
import { forgetFeedback } from '../features/event/local-feedback.ts';

/** After a sign-in: the device's stars are joined with the account's, in the background. */
export function joinAccount(): void {
  void syncStars().catch(() => undefined);
}

/** After a sign-out: what the device kept for the account (stars, feedback) is forgotten (§15). */
export async function forgetAccount(): Promise<void> {
  await Promise.all([forgetStars(), forgetFeedback()]);
}
