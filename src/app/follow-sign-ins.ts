import { onSignedInChange } from '../runtime/session/sign-in-hooks.ts';

/**
 * What keeps data on the device follows the account: after a sign-in the device's stars are
 * joined with the account's (in the background); after a sign-out the stars and feedback the
 * device kept for the account are forgotten before the sign-out is over (§15). Each part loads
 * only then.
 */
export function followSignIns(): void {
  onSignedInChange((signedIn) => import('./account-on-device.ts').then((device) => (signedIn ? device.joinAccount() : device.forgetAccount())));
}
