/**
 * A generation per page-data URL, so that no answer fetched before an action changed a page can
 * be written over the copy the action's revalidation stored: whoever fetches a page notes
 * its generation first, a revalidation starts a new one, and only an answer of the current
 * generation may be stored. Only canonical public page-data URLs are revalidated, so the map is
 * as large as the schedule at most.
 */
const generations = new Map<string, number>();

const keyOf = (url: string) => new URL(url, 'https://hallway.invalid').pathname;

/** The page's current generation, to note before fetching it. */
export function pageGeneration(url: string): number {
  return generations.get(keyOf(url)) ?? 0;
}

/** Starts a new generation of the page: answers fetched before now are stale. */
export function newPageGeneration(url: string): number {
  const next = pageGeneration(url) + 1;
  generations.set(keyOf(url), next);
  return next;
}

/** Whether the page was revalidated since `generation` was noted: an answer fetched then must not be stored. */
export function isStaleGeneration(url: string, generation: number): boolean {
  return pageGeneration(url) !== generation;
}
