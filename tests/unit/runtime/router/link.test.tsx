import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Locale } from '../../../../src/shared/locales.ts';
import { Link } from '../../../../src/runtime/router/link.tsx';
import { startWatchingSight } from '../../../../src/runtime/router/observe-sight.ts';
import { RouterContext, type RouterContextValue } from '../../../../src/runtime/router/router-context.ts';

interface RouterOptions {
  readonly locale?: Locale;
  readonly prefetchOnSight?: boolean;
}

/** Renders under a fake router; returns its navigate and prefetch. */
function renderWithRouter(ui: ReactElement, { locale = 'en', prefetchOnSight = false }: RouterOptions = {}) {
  const navigate = vi.fn<RouterContextValue['navigate']>();
  const prefetch = vi.fn<RouterContextValue['prefetch']>();
  render(<RouterContext.Provider value={{ locale, navigate, replaceSearch: vi.fn(), prefetch, prefetchOnSight }}>{ui}</RouterContext.Provider>);
  return { navigate, prefetch, link: screen.getByRole('link') };
}

/**
 * Clicks and tells whether the app took the click over (default prevented). The click is then
 * cancelled at the document, after React has seen it, so happy-dom does not follow the link.
 */
function click(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const observe = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', observe);
  fireEvent.click(link, { button: 0, ...init });
  document.removeEventListener('click', observe);
  return prevented;
}

/** A stand-in IntersectionObserver that lets the test say when the link comes into sight. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  /** Every element any instance watches now. */
  static watching = new Set<Element>();
  observe(element: Element) {
    this.observed.push(element);
    FakeIntersectionObserver.watching.add(element);
  }
  unobserve(element: Element) {
    this.observed.splice(this.observed.indexOf(element), 1);
    FakeIntersectionObserver.watching.delete(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports the observed element as (not) intersecting. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('Link', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    // A new class each test, so the link's shared observer is made afresh.
    vi.stubGlobal('IntersectionObserver', class extends FakeIntersectionObserver {});
    // As the prefetcher does a little after load (observe-sight.test.ts: nothing is watched before).
    startWatchingSight();
  });
  afterEach(() => {
    cleanup();
  });

  describe('href', () => {
    it.each([
      ['/events/1', 'en', undefined, '/events/1'],
      ['/events/1', 'de', undefined, '/de/events/1'],
      ['/events/1', 'de', 'fr', '/fr/events/1'],
      ['/events/1', 'de', 'en', '/events/1'],
      ['/', 'fr', undefined, '/fr'],
      ['/speakers/', 'en', undefined, '/speakers'],
      ['/speakers/', 'de', undefined, '/de/speakers'],
      ['/search?q=rust', 'de', undefined, '/de/search?q=rust'],
      ['/days/2026-02-01/?track=web#t-0930', 'fr', undefined, '/fr/days/2026-02-01?track=web#t-0930'],
      ['/de/events/1', 'de', 'fr', '/fr/events/1'],
    ] as const)('links %s in %s (locale prop %s) to %s', (href, locale, localeProp, expected) => {
      const ui =
        localeProp === undefined ? (
          <Link href={href}>Go</Link>
        ) : (
          <Link href={href} locale={localeProp}>
            Go
          </Link>
        );
      const { link } = renderWithRouter(ui, { locale });
      expect(link.getAttribute('href')).toBe(expected);
    });
  });

  describe('clicks', () => {
    it('navigates in the app on a plain click and keeps the browser from loading the page', () => {
      const { navigate, link } = renderWithRouter(<Link href="/events/1">Opening</Link>, { locale: 'de' });
      expect(click(link)).toBe(true);
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/de/events/1');
    });

    it.each([
      ['ctrl', { ctrlKey: true }],
      ['meta', { metaKey: true }],
      ['shift', { shiftKey: true }],
      ['alt', { altKey: true }],
      ['middle-button', { button: 1 }],
    ])('leaves a %s-click to the browser', (_kind, init) => {
      const { navigate, link } = renderWithRouter(<Link href="/events/1">Opening</Link>);
      expect(click(link, init)).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('leaves a link with a target to the browser', () => {
      const { navigate, link } = renderWithRouter(
        <Link href="/events/1" target="_blank">
          Opening
        </Link>,
      );
      expect(click(link)).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('does not navigate when its own onClick prevented the default', () => {
      const { navigate, link } = renderWithRouter(
        <Link href="/events/1" onClick={(event) => event.preventDefault()}>
          Opening
        </Link>,
      );
      click(link);
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  describe('prefetching', () => {
    it.each([
      ['hover', (link: HTMLElement) => fireEvent.mouseEnter(link)],
      ['focus', (link: HTMLElement) => fireEvent.focus(link)],
      ['touch start', (link: HTMLElement) => fireEvent.touchStart(link)],
    ])('prefetches the localised target on %s', (_trigger, trigger) => {
      const { prefetch, link } = renderWithRouter(<Link href="/events/1/">Opening</Link>, { locale: 'de' });
      trigger(link);
      expect(prefetch).toHaveBeenCalledExactlyOnceWith('/de/events/1', { intent: true });
    });

    it('never prefetches with prefetch={false}', () => {
      const { prefetch, link } = renderWithRouter(
        <Link href="/events/1" prefetch={false}>
          Opening
        </Link>,
        { prefetchOnSight: true },
      );
      fireEvent.mouseEnter(link);
      fireEvent.focus(link);
      fireEvent.touchStart(link);
      for (const observer of FakeIntersectionObserver.instances) observer.report(true);
      expect(prefetch).not.toHaveBeenCalled();
    });

    it('prefetches once the link comes within 200 px of the viewport', () => {
      const { prefetch, link } = renderWithRouter(<Link href="/events/1">Opening</Link>, { locale: 'fr', prefetchOnSight: true });
      expect(FakeIntersectionObserver.instances).toHaveLength(1);
      const [observer] = FakeIntersectionObserver.instances;
      expect(observer?.options.rootMargin).toBe('200px');
      expect(observer?.observed).toEqual([link]);

      observer?.report(false);
      expect(prefetch).not.toHaveBeenCalled();
      observer?.report(true);
      expect(prefetch).toHaveBeenCalledExactlyOnceWith('/fr/events/1');
    });

    it('watches nothing when prefetching on sight is off (Save-Data, 2G)', () => {
      const { prefetch, link } = renderWithRouter(<Link href="/events/1">Opening</Link>, { prefetchOnSight: false });
      expect(FakeIntersectionObserver.instances).toHaveLength(0);
      fireEvent.mouseEnter(link);
      expect(prefetch).toHaveBeenCalledExactlyOnceWith('/events/1', { intent: true });
    });

    it('stops watching when the link goes away', () => {
      const { link } = renderWithRouter(<Link href="/events/1">Opening</Link>, { prefetchOnSight: true });
      expect(FakeIntersectionObserver.watching.has(link)).toBe(true);
      cleanup();
      expect(FakeIntersectionObserver.watching.has(link)).toBe(false);
    });
  });
});
