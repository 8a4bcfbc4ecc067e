/** Margin around the viewport within which a link counts as in sight (§4.6). */
const PREFETCH_ROOT_MARGIN = '200px';

/**
 * Links in sight are prefetched from this long after the page's `load`, then an idle moment
 * (create-prefetcher.ts calls `startWatchingSight` then): the first seconds of a page are the
 * person's and the hydration's. Until then links are not even watched: a long list has hundreds,
 * and watching them costs the main thread on every frame.
 */
export const SIGHT_PREFETCH_DELAY_MS = 5000;

const callbacks = new WeakMap<Element, () => void>();
/** Elements waiting for watching to begin. */
const waiting = new Set<Element>();
let begun = false;
let observer: IntersectionObserver | null = null;
// The constructor the observer came from; a page (or a test) that replaces it gets a new one.
let observerClass: typeof IntersectionObserver | null = null;

function currentObserver(): IntersectionObserver {
  if (observerClass !== IntersectionObserver) observer = null;
  observerClass = IntersectionObserver;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        callbacks.get(entry.target)?.();
        callbacks.delete(entry.target);
      }
    },
    { rootMargin: PREFETCH_ROOT_MARGIN },
  );
  return observer;
}

/** Begins watching the links waiting to be, and every link from now on. */
export function startWatchingSight(): void {
  if (begun) return;
  begun = true;
  for (const element of waiting) currentObserver().observe(element);
  waiting.clear();
}

/**
 * Calls back once when the element comes within 200 px of the viewport, once watching has begun
 * (`startWatchingSight`). One observer serves every link on the page: a long list has hundreds,
 * and one observer each is slow to set up.
 */
export function observeSight(element: Element, onSight: () => void): () => void {
  callbacks.set(element, onSight);
  if (begun) currentObserver().observe(element);
  else waiting.add(element);
  return () => {
    callbacks.delete(element);
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
