import { useEffect, useLayoutEffect } from 'react';
import type { Committed } from './navigation-state.ts';
import { readScrollPosition, saveScrollPosition } from './scroll-positions.ts';

/** Moves focus to the new screen's main heading, so keyboard and screen-reader users land on it. */
function focusMainHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return target !== null;
}

/**
 * After a screen is committed (§4.8): back/forward restores the entry's scroll position; a new
 * navigation scrolls to the top or the `#hash` target and focuses the main heading. Positions
 * are saved per history entry as the user scrolls.
 */
export function useScrollAndFocus(committed: Committed | null): void {
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    // The position belongs to the entry current when the scroll happens: after a push, the
    // scroll to the top is the new entry's, and the previous entry keeps where the user was.
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const key = (history.state as { key?: unknown } | null)?.key;
        if (typeof key === 'string') saveScrollPosition(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useLayoutEffect(() => {
    if (!committed) return;
    const { intent, location } = committed;
    if (intent === 'initial') {
      scrollToHash(location.hash);
      return;
    }
    if (intent === 'pop') {
      window.scrollTo(0, readScrollPosition(location.key) ?? 0);
      return;
    }
    if (!scrollToHash(location.hash)) window.scrollTo(0, 0);
    focusMainHeading();
  }, [committed]);
}
