/** Margin around the viewport within which a link counts as in sight (§4.6). */
const PREFETCH_ROOT_MARGIN = '200px';

const callbacks = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | null = null;
// The constructor the observer came from; a page (or a test) that replaces it gets a new one.
let observerClass: typeof IntersectionObserver | null = null;

/**
 * Calls back once when the element comes within 200 px of the viewport. One observer serves
 * every link on the page: a long list has hundreds, and one observer each is slow to set up.
 */
export function observeSight(element: Element, onSight: () => void): () => void {
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
  callbacks.set(element, onSight);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer?.unobserve(element);
  };
}
