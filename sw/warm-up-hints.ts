import type { WarmUpHints } from './warm-up-plan.ts';

export interface WarmUpHintsStore {
  /** What a page said with its warm-up request; what it left out stays as last told. */
  readonly tell: (hints: { readonly now?: number | undefined; readonly early?: readonly string[] | undefined }) => void;
  /** The latest hints, the page's time carried forward by the worker's clock since it was told. */
  readonly current: () => WarmUpHints;
}

/**
 * The app's hints for the warm-up's order. The page's time is the user's "now" (the worker's
 * own clock may differ from the page's, as under a test's clock), so the worker keeps the
 * difference rather than the time. Before any page has said anything, it is the worker's time
 * and nothing is wanted early.
 */
export function createWarmUpHints(clock: () => number = Date.now): WarmUpHintsStore {
  let offset = 0;
  let early: readonly string[] = [];
  return {
    tell(hints) {
      if (hints.now !== undefined) offset = hints.now - clock();
      if (hints.early !== undefined) early = hints.early;
    },
    current: () => ({ now: clock() + offset, early }),
  };
}
