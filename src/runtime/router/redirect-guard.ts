import { MAX_REDIRECTS_PER_NAVIGATION } from '../../shared/constants.ts';

export interface RedirectGuard {
  /** Records one redirect; false once a navigation would follow more than the limit (§4.4). */
  readonly follow: () => boolean;
  /** A navigation has ended (a screen is on display): the count starts again. */
  readonly reset: () => void;
}

export function createRedirectGuard(limit = MAX_REDIRECTS_PER_NAVIGATION): RedirectGuard {
  let followed = 0;
  return {
    follow: () => ++followed <= limit,
    reset: () => {
      followed = 0;
    },
  };
}
