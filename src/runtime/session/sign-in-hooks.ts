import { rememberSignedIn } from './signed-in.ts';

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
