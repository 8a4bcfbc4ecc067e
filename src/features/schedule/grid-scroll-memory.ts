import { useLayoutEffect, type RefObject } from 'react';
import { useRouterState } from '../../runtime/router/router-state.ts';
import { sessionStore } from '../../runtime/router/session-store.ts';

const PREFIX = 'hallway-grid-scroll:';

/**
 * Keeps where the grid was scrolled to, per history entry (the router's entry key), so Back from
 * an event returns to the same rooms and times (the page's own scroll is restored by the router;
 * the grid scrolls inside).
 */
export function useGridScrollMemory(scroller: RefObject<HTMLElement | null>): void {
  const entry = useRouterState().committed?.location.key;
  useLayoutEffect(() => {
    const element = scroller.current;
    const storage = sessionStore();
    if (!element || !entry || !storage) return;
    const key = PREFIX + entry;
    try {
      const saved = JSON.parse(storage.getItem(key) ?? 'null') as { top?: unknown; left?: unknown } | null;
      if (typeof saved?.top === 'number' && typeof saved.left === 'number') element.scrollTo(saved.left, saved.top);
    } catch {
      // Something else under the key: start at the top.
    }
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        try {
          storage.setItem(key, JSON.stringify({ top: element.scrollTop, left: element.scrollLeft }));
        } catch {
          // Storage full: Back then opens the grid at the top.
        }
      });
    };
    element.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', save);
    };
  }, [scroller, entry]);
}
