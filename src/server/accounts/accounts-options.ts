import type { Context } from 'hono';
import type { Store } from '../store/open-store.ts';
import type { ScryptParams } from './password-hash.ts';

/** Accounts, sessions and actions (DESIGN §7, §11), as `createApp` takes them. */
export interface AccountsOptions {
  /** The store from `openStore`: users, sessions, stars, feedback. */
  readonly store: Store;
  /** The cost of password hashing; SCRYPT_PARAMS unless a test wants it cheaper. */
  readonly scrypt?: ScryptParams;
  readonly now?: () => Date;
  /** The client's address, for the per-address sign-in limit; the TCP peer unless a test says otherwise. */
  readonly clientAddress?: (c: Context) => string | null;
}
