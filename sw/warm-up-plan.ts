import { HOME_PAGE_DATA, warmUpOrder, type WarmUpDay, type WarmUpHome, type WarmUpOrder } from '../src/shared/warm-up-order.ts';
import type { WarmUpRun } from './warm-up-run.ts';

/** What the app says with each warm-up request: its time (the user's "now") and the pages it wants early. */
export interface WarmUpHints {
  readonly now: number;
  readonly early: readonly string[];
}

export interface WarmUpPlanOptions {
  readonly run: WarmUpRun;
  /** The run's pages, in the manifest's order. */
  readonly pages: readonly string[];
  /** The app's latest hints, asked at each refinement. */
  readonly hints: () => WarmUpHints;
}

/** Which of a run's pages to start next, in the order of src/shared/warm-up-order.ts. */
export interface WarmUpPlan {
  /** The next pending page to start, passing over those `busy` (already queued); undefined when none may start yet. */
  readonly next: (busy: (url: string) => boolean) => string | undefined;
  /** Whether the order waits for this page's data (the home page, then today's day page). */
  readonly awaits: (url: string) => boolean;
  /** Orders the pages again from the home and today's pages as the run's cache holds them, and the latest hints. */
  readonly refine: () => Promise<void>;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const hasTexts = (value: unknown, keys: readonly string[]): boolean => keys.every((key) => isText((value as Record<string, unknown> | null)?.[key]));
const listOf = (data: unknown, key: string): unknown => (data as Record<string, unknown> | null)?.[key];

function readHome(data: unknown): WarmUpHome | null {
  const days = listOf(data, 'days');
  return Array.isArray(days) && days.every((day) => hasTexts(day, ['date', 'start', 'end'])) ? { days } : null;
}

function readDay(data: unknown): WarmUpDay | null {
  const events = listOf(data, 'events');
  return Array.isArray(events) && events.every((event) => hasTexts(event, ['id', 'start', 'end'])) ? { events } : null;
}

/**
 * The data of one of the run's pages as its cache holds it: undefined while the page is still
 * pending, null when it did not arrive whole (the order then goes on without it).
 */
async function readCached<T>(run: WarmUpRun, url: string, read: (data: unknown) => T | null): Promise<T | null | undefined> {
  if (run.isPending(url)) return undefined;
  try {
    const response = await run.cache.match(url);
    return response ? read(((await response.json()) as { data?: unknown } | null)?.data) : null;
  } catch {
    return null;
  }
}

/** The pages in order, and where each stage ends (exclusive). */
function flatten({ stages }: WarmUpOrder): { readonly order: readonly string[]; readonly stageEnds: readonly number[] } {
  const stageEnds: number[] = [];
  for (const stage of stages) stageEnds.push((stageEnds.at(-1) ?? 0) + stage.length);
  return { order: stages.flat(), stageEnds };
}

/**
 * The warm-up's plan for one run. A page is taken from the first stage that still has pending
 * pages, and the next stage waits until it has none; until the home page is in, nothing after it
 * starts, nor after today's day page until it is in: what follows depends on them. The queue asks
 * for the next page each time a slot frees, so a refined order applies at once to every page not
 * yet started, and a page put back (offline) is taken again first.
 */
export function createWarmUpPlan({ run, pages, hints }: WarmUpPlanOptions): WarmUpPlan {
  let planned = warmUpOrder({ pages, ...hints(), home: undefined, today: undefined });
  let { order, stageEnds } = flatten(planned);
  // Every page before it has settled; pages only ever leave the pending set, so it only moves on.
  let cursor = 0;
  let refinements = 0;

  return {
    next(busy) {
      while (cursor < order.length && !run.isPending(order[cursor] ?? '')) cursor += 1;
      // The awaited page is in, but the order after it is not refined yet.
      if (planned.awaiting !== null && cursor > order.indexOf(planned.awaiting)) return undefined;
      const stageEnd = stageEnds.find((end) => end > cursor) ?? order.length;
      for (let index = cursor; index < stageEnd; index += 1) {
        const url = order[index];
        if (url !== undefined && run.isPending(url) && !run.isWriting(url) && !busy(url)) return url;
      }
      return undefined;
    },
    awaits: (url) => url === planned.awaiting,
    async refine() {
      const mine = ++refinements;
      const { now, early } = hints();
      const home = await readCached(run, HOME_PAGE_DATA, readHome);
      const { todayPage } = warmUpOrder({ pages, now, early, home, today: undefined });
      const today = todayPage === null ? undefined : await readCached(run, todayPage, readDay);
      // A later refinement read the cache after this one: it knows at least as much.
      if (mine !== refinements) return;
      planned = warmUpOrder({ pages, now, early, home, today });
      ({ order, stageEnds } = flatten(planned));
      cursor = 0;
    },
  };
}
