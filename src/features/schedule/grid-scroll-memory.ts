import { useLayoutEffect, type RefObject } from 'react';

const PREFIX = 'hallway-grid-scroll:';

function entryKey(): string | null {
  const key = (history.state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? PREFIX + key : null;
}

/**
 * Keeps where the grid was scrolled to, per history entry, so Back from an event returns to the
 * same rooms and times (the page's own scroll is restored by the router; the grid scrolls inside).
 */
export function useGridScrollMemory(scroller: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = scroller.current;
    const key = entryKey();
    if (!element || !key) return;
    try {
      const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { top?: unknown; left?: unknown } | null;
      if (typeof saved?.top === 'number' && typeof saved.left === 'number') element.scrollTo(saved.left, saved.top);
    } catch {
      // Storage may be unavailable (private mode) or hold something else: start at the top.
    }
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        try {
          sessionStorage.setItem(key, JSON.stringify({ top: element.scrollTop, left: element.scrollLeft }));
        } catch {
          // Nothing to keep it in: Back then opens the grid at the top.
        }
      });
    };
    element.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', save);
    };
  }, [scroller]);
}
