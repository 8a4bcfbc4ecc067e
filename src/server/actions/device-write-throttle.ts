import { attemptRetryAfter, recordAttempt, type Attempt, type AttemptThrottle } from '../accounts/attempt-throttle.ts';
import { signedOutDevice } from './action-owner.ts';
import { tooManyAttempts } from './action-responses.ts';
import type { Action } from './define-action.ts';
import { transact } from '../store/transact.ts';

/**
 * Stars and feedback sent without a session, in any 10 minutes: at most 300 per device and 3,000
 * per client address (its throttleKey: an IPv6 client's /64).
 *
 * Anyone can make up a device id, so the address limit is what bounds a flood: 3,000 rows per
 * 10 minutes, about 430,000 a day, instead of thousands a second. A venue's network puts
 * thousands of attendees behind one address, but these changes are applied on the device at
 * once and wait in its outbox (§7): a 429 only delays their sync until a later replay (the
 * outbox keeps a change on 429), and signed-in accounts are not counted here at all. A device
 * back after a day offline replays what it queued — a few hundred changes for someone who
 * starred a whole programme and rated every talk — so 300 lets it through in one window.
 */
export const DEVICE_WRITE_WINDOW_MS = 10 * 60 * 1000;
export const DEVICE_WRITES_PER_DEVICE = 300;
export const DEVICE_WRITES_PER_ADDRESS = 3000;

// Two throttles over the same rows, so a 429 can say which limit it is.
const PER_DEVICE: AttemptThrottle = { action: 'device-write', windowMs: DEVICE_WRITE_WINDOW_MS, limits: [{ per: 'device', limit: DEVICE_WRITES_PER_DEVICE }] };
const PER_ADDRESS: AttemptThrottle = { action: 'device-write', windowMs: DEVICE_WRITE_WINDOW_MS, limits: [{ per: 'address', limit: DEVICE_WRITES_PER_ADDRESS }] };

/**
 * Wraps star or feedback: a post from a signed-out device (owner `device:<uuid>`) is counted
 * before anything else is done — repeats and refused bodies too, since each costs the store —
 * and answers 429 with `Retry-After` past either limit. Checking and counting are one `transact`,
 * so parallel posts, also from other server processes on the same store, cannot all slip under
 * the limit. A refused post is not counted: retrying does not prolong the wait.
 */
export function limitDeviceWrites(action: Action): Action {
  return {
    async run(c, input, context) {
      const device = signedOutDevice(c);
      if (device === null) return action.run(c, input, context);
      const { store, now, clientAddress } = context;
      const attempt: Attempt = { email: null, address: clientAddress(c), device };
      const refusal = await transact(store, async (trx) => {
        const time = now();
        const deviceWait = await attemptRetryAfter(trx, PER_DEVICE, attempt, time);
        if (deviceWait !== null) return { wait: deviceWait, what: 'changes from this device' };
        const addressWait = await attemptRetryAfter(trx, PER_ADDRESS, attempt, time);
        if (addressWait !== null) return { wait: addressWait, what: 'changes from this network' };
        await recordAttempt(trx, PER_DEVICE, attempt, time);
        return null;
      });
      return refusal ? tooManyAttempts(c, refusal.wait, refusal.what) : action.run(c, input, context);
    },
  };
}
