import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { ROUTE_LOADING_TIMEOUT_MS } from '../../../../src/shared/constants.ts';
import type { PageData } from '../../../../src/shared/page-data.ts';
import type { PageDataClient } from '../../../../src/runtime/page-data/page-data-client.ts';
import { usePageData } from '../../../../src/runtime/page-data/page-data-context.ts';
import { PageDataError } from '../../../../src/runtime/page-data/page-data-error.ts';
import { AppErrorBoundary } from '../../../../src/runtime/router/app-error-boundary.tsx';
import { HallwayRouter, type HallwayRouterProps } from '../../../../src/runtime/router/hallway-router.tsx';
import { Link } from '../../../../src/runtime/router/link.tsx';
import { RouteProgress, RouterOutlet } from '../../../../src/runtime/router/router-outlet.tsx';
import { withScreenLocation } from '../../../../src/runtime/router/screen-location.tsx';
import type { ScreenLoaders, ScreenModule } from '../../../../src/runtime/router/screens.ts';
import { readBreadcrumbs } from '../../../../src/runtime/telemetry/breadcrumbs.ts';
import { createMemoryHistory, type MemoryHistory, type MemoryHistoryOptions } from './memory-history.ts';

interface Deferred<T> {
  readonly promise: Promise<T>;
  readonly resolve: (value: T) => void;
  readonly reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A PageDataClient whose answers the test gives: one pending request per URL, shared by loads and
 * prefetches as the real client dedupes. Data once given is kept (a cache); a failure is not, so
 * the next load makes a new request.
 */
function fakePageData() {
  const pending = new Map<string, Deferred<PageData<unknown>>>();
  const cached = new Map<string, PageData<unknown>>();
  const requestFor = (url: string) => {
    let request = pending.get(url);
    if (!request) {
      request = deferred();
      pending.set(url, request);
    }
    return request;
  };
  const load = vi.fn((url: string) => {
    const hit = cached.get(url);
    return hit ? Promise.resolve(hit) : requestFor(url).promise;
  });
  const client: PageDataClient = { peek: () => undefined, isFresh: () => false, load, revalidate: load, invalidate: () => undefined, clear: () => cached.clear() };
  return {
    client,
    load,
    resolve(url: string, data: unknown) {
      const pageData = { version: 'v1', data };
      requestFor(url).resolve(pageData);
      pending.delete(url);
      cached.set(url, pageData);
    },
    reject(url: string, error: unknown) {
      const request = requestFor(url);
      request.promise.catch(() => undefined);
      request.reject(error);
      pending.delete(url);
    },
  };
}

function HomeScreen() {
  const { data } = usePageData<{ title: string }>();
  return (
    <main>
      <h1>{data.title}</h1>
      <Link href="/events/1">Opening keynote</Link>
    </main>
  );
}

function EventScreen() {
  const { data } = usePageData<{ title: string }>();
  return (
    <main>
      <h1>{data.title}</h1>
    </main>
  );
}

function SpeakersScreen() {
  return (
    <main>
      <h1>Speakers</h1>
    </main>
  );
}

/** A screen without page data that shows the query of its URL and links on with another. */
function QueryScreen() {
  const search = useSearch();
  return (
    <main>
      <h1>Search</h1>
      <p>Query: {search}</p>
      <Link href="/events/1?from=search">Opening keynote</Link>
    </main>
  );
}

/** Screen modules the test hands over when it chooses (the event's), or at once. */
function fakeScreens() {
  const event = deferred<ScreenModule>();
  const module = (Screen: ComponentType) => () => Promise.resolve({ default: Screen });
  const screens: ScreenLoaders = { home: module(HomeScreen), event: () => event.promise, speakers: module(SpeakersScreen), search: module(withScreenLocation(QueryScreen)) };
  return { screens, event };
}

interface RenderAppOptions extends MemoryHistoryOptions {
  readonly reportError?: (error: Error) => void;
  readonly resolveRedirectTarget?: HallwayRouterProps['resolveRedirectTarget'];
  /** Renders under StrictMode, as src/app/main.tsx does. */
  readonly strict?: boolean;
}

function renderApp(initial: string, options: RenderAppOptions = {}) {
  const history: MemoryHistory = createMemoryHistory(initial, options);
  const pageData = fakePageData();
  const { screens, event } = fakeScreens();
  const Wrapper = options.strict ? StrictMode : ({ children }: { children: ReactNode }) => children;
  const result = render(
    <Wrapper>
      <AppErrorBoundary>
        <HallwayRouter
          screens={screens}
          pageData={pageData.client}
          history={history}
          {...(options.reportError ? { reportError: options.reportError } : {})}
          {...(options.resolveRedirectTarget ? { resolveRedirectTarget: options.resolveRedirectTarget } : {})}
        >
          <RouteProgress />
          <RouterOutlet />
        </HallwayRouter>
      </AppErrorBoundary>
    </Wrapper>,
  );
  return { ...result, history, pageData, event };
}

const heading = () => screen.queryByRole('heading', { level: 1 })?.textContent ?? null;
const progressbar = () => screen.queryByRole('progressbar');
const routeTimeouts = (pattern: string) => readBreadcrumbs().filter((breadcrumb) => breadcrumb.message === `Route did not complete loading: ${pattern}`).length;

describe('HallwayRouter', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
  });

  describe('navigation', () => {
    it('shows the next screen once its code and its data have both arrived, the previous one meanwhile', async () => {
      const app = renderApp('/');
      act(() => app.pageData.resolve('/data/index.json', { title: 'Hallway Demo Conference' }));
      expect(await screen.findByRole('heading', { name: 'Hallway Demo Conference' })).toBeTruthy();
      expect(progressbar()).toBeNull();

      fireEvent.click(screen.getByRole('link', { name: 'Opening keynote' }));
      expect(app.history.entries()).toEqual(['/', '/events/1']);
      await act(async () => undefined);
      expect(heading()).toBe('Hallway Demo Conference');
      expect(progressbar()).not.toBeNull();

      await act(async () => app.event.resolve({ default: EventScreen }));
      expect(heading()).toBe('Hallway Demo Conference');
      expect(progressbar()).not.toBeNull();

      await act(async () => app.pageData.resolve('/data/events/1.json', { title: 'Opening keynote' }));
      expect(heading()).toBe('Opening keynote');
      expect(progressbar()).toBeNull();
    });

    it('asks for the code and the data of the target at the same time', async () => {
      const app = renderApp('/events/1');
      await act(async () => undefined);
      expect(app.pageData.load).toHaveBeenCalledWith('/data/events/1.json');
      await act(async () => app.event.resolve({ default: EventScreen }));
      await act(async () => app.pageData.resolve('/data/events/1.json', { title: 'Opening keynote' }));
      expect(heading()).toBe('Opening keynote');
    });

    it('follows redirects with history replace: /en/talks/1/ → /events/1', async () => {
      const app = renderApp('/en/talks/1/');
      await act(async () => app.event.resolve({ default: EventScreen }));
      await act(async () => app.pageData.resolve('/data/events/1.json', { title: 'Opening keynote' }));
      expect(heading()).toBe('Opening keynote');
      expect(app.history.entries()).toEqual(['/events/1']);
    });
  });

  describe('redirect targets the app fills in', () => {
    it('goes where the app resolves the target, with the progress bar meanwhile', async () => {
      const target = deferred<string>();
      const resolveRedirectTarget = vi.fn(() => target.promise);
      const app = renderApp('/', { resolveRedirectTarget });
      await act(async () => app.pageData.resolve('/data/index.json', { title: 'Hallway Demo Conference' }));
      act(() => app.history.navigate('/talks/1'));
      await act(async () => undefined);
      expect(resolveRedirectTarget).toHaveBeenCalledExactlyOnceWith('/events/1', app.pageData.client);
      expect(heading()).toBe('Hallway Demo Conference');
      expect(progressbar()).not.toBeNull();

      await act(async () => target.resolve('/speakers'));
      await act(async () => app.pageData.resolve('/data/speakers.json', []));
      expect(heading()).toBe('Speakers');
      expect(app.history.entries()).toEqual(['/', '/speakers']);
      expect(app.history.calls.at(-1)).toEqual({ to: '/speakers', replace: true });
    });

    it('follows a target resolved at once without showing progress', async () => {
      const app = renderApp('/talks/1', { resolveRedirectTarget: () => '/speakers' });
      await act(async () => app.pageData.resolve('/data/speakers.json', []));
      expect(heading()).toBe('Speakers');
      expect(app.history.entries()).toEqual(['/speakers']);
    });

    it('shows the application error when the target cannot be resolved', async () => {
      const app = renderApp('/talks/1', { resolveRedirectTarget: () => Promise.reject(new PageDataError('server', '/data/index.json', 500, 'abc123')) });
      expect(await screen.findByText('Digest: abc123')).toBeTruthy();
      expect(app.history.entries()).toEqual(['/talks/1']);
    });
  });

  describe('the query of a screen (wouter useSearch, through withScreenLocation)', () => {
    it('is the one of the history entry the screen was loaded for', async () => {
      const app = renderApp('/search?q=keynote');
      expect(await screen.findByText('Query: q=keynote')).toBeTruthy();

      fireEvent.click(screen.getByRole('link', { name: 'Opening keynote' }));
      await act(async () => undefined);
      expect(progressbar()).not.toBeNull();
      expect(screen.getByText('Query: q=keynote')).toBeTruthy();

      await act(async () => app.event.resolve({ default: EventScreen }));
      await act(async () => app.pageData.resolve('/data/events/1.json', { title: 'Opening keynote' }));
      expect(heading()).toBe('Opening keynote');
      act(() => app.history.back());
      expect(await screen.findByText('Query: q=keynote')).toBeTruthy();
    });
  });

  describe('back and forward (§4.8)', () => {
    it('shows the cached page data at once, then the revalidated data in place', async () => {
      const app = renderApp('/');
      await act(async () => app.pageData.resolve('/data/index.json', { title: 'Hallway Demo Conference' }));
      fireEvent.click(screen.getByRole('link', { name: 'Opening keynote' }));
      await act(async () => app.event.resolve({ default: EventScreen }));
      await act(async () => app.pageData.resolve('/data/events/1.json', { title: 'Opening keynote' }));
      expect(heading()).toBe('Opening keynote');

      const cached = { version: 'v1', data: { title: 'Hallway Demo Conference' } };
      const fresh = deferred<PageData<unknown>>();
      vi.spyOn(app.pageData.client, 'peek').mockImplementation((url) => (url === '/data/index.json' ? { pageData: cached, fetchedAt: 0 } : undefined));
      const revalidate = vi.spyOn(app.pageData.client, 'revalidate').mockImplementation(() => fresh.promise);
      act(() => app.history.back());
      expect(await screen.findByRole('heading', { name: 'Hallway Demo Conference' })).toBeTruthy();
      expect(progressbar()).toBeNull();
      expect(revalidate).toHaveBeenCalledWith('/data/index.json');

      await act(async () => fresh.resolve({ version: 'v2', data: { title: 'Hallway Demo Conference 2026' } }));
      expect(heading()).toBe('Hallway Demo Conference 2026');
    });
  });

  describe('locale on a first visit to / (§4.2)', () => {
    afterEach(() => {
      document.cookie = 'hallway-locale=; max-age=0; path=/';
    });

    it.each([
      ['the stored choice', 'de', ['en-US'], '/de'],
      ['the stored choice over the browser languages', 'de', ['fr-CH', 'fr'], '/de'],
      ['the browser languages', null, ['fr-CH', 'en'], '/fr'],
      ['English, stored', 'en', ['de'], '/'],
      ['no supported language', null, ['ja', 'zh'], '/'],
    ] as const)('follows %s (cookie %s, languages %j) to %s with history replace', async (_what, cookie, languages, target) => {
      if (cookie) document.cookie = `hallway-locale=${cookie}; path=/`;
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue([...languages]);
      for (const strict of [false, true]) {
        const app = renderApp('/', { strict });
        await act(async () => app.pageData.resolve('/data/index.json', { title: 'Hallway Demo Conference' }));
        expect(await screen.findByRole('heading', { name: 'Hallway Demo Conference' })).toBeTruthy();
        expect(app.history.entries(), strict ? 'under StrictMode' : 'without StrictMode').toEqual([target]);
        cleanup();
      }
    });

    it('does not redirect a later visit to /', async () => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de']);
      const app = renderApp('/events/1');
      await act(async () => app.event.resolve({ default: EventScreen }));
      await act(async () => app.pageData.resolve('/data/events/1.json', { title: 'Opening keynote' }));
      act(() => app.history.navigate('/'));
      await act(async () => app.pageData.resolve('/data/index.json', { title: 'Hallway Demo Conference' }));
      expect(await screen.findByRole('heading', { name: 'Hallway Demo Conference' })).toBeTruthy();
      expect(app.history.entries()).toEqual(['/events/1', '/']);
    });
  });

  it('starts when the browser denies sessionStorage (cookies blocked)', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const app = renderApp('/');
    await act(async () => app.pageData.resolve('/data/index.json', { title: 'Hallway Demo Conference' }));
    expect(await screen.findByRole('heading', { name: 'Hallway Demo Conference' })).toBeTruthy();
  });

  describe('redirect loops (§4.4)', () => {
    /** A history whose navigations land on `/speakers/` (a canonical redirect) `loops` times, then where they were sent. */
    const looping = (loops: number): MemoryHistoryOptions => ({ land: (to, call) => (call < loops ? '/speakers/' : to) });

    it('follows 5 redirects in one navigation', async () => {
      const app = renderApp('/speakers/', looping(5));
      await act(async () => app.pageData.resolve('/data/speakers.json', []));
      expect(await screen.findByRole('heading', { name: 'Speakers' })).toBeTruthy();
      expect(app.history.calls).toHaveLength(5);
    });

    it('stops at the 6th redirect and says the page redirects too many times', async () => {
      const app = renderApp('/speakers/', looping(Infinity));
      expect(await screen.findByRole('heading', { name: 'This page redirects too many times.' })).toBeTruthy();
      expect(app.history.calls).toHaveLength(5);
      // The title follows in an effect after the heading.
      await waitFor(() => expect(document.title).toBe('This page redirects too many times.'));
    });
  });

  describe('page data failures', () => {
    it('shows the 404 fallback when the page data is not found', async () => {
      const app = renderApp('/events/999');
      await act(async () => app.event.resolve({ default: EventScreen }));
      await act(async () => app.pageData.reject('/data/events/999.json', new PageDataError('not-found', '/data/events/999.json', 404)));
      expect(heading()).toBe('404');
      expect(screen.getByText('This page could not be found.')).toBeTruthy();
      expect(document.title).toBe('404: This page could not be found.');
    });

    it('shows the 404 fallback for an unknown path without loading anything', async () => {
      const app = renderApp('/nowhere');
      expect(await screen.findByText('This page could not be found.')).toBeTruthy();
      expect(app.pageData.load).not.toHaveBeenCalled();
    });

    it('shows 400 Bad Request for a malformed path instead of a white screen', async () => {
      renderApp('/events/%E0%A4%A');
      expect(await screen.findByText('Bad Request.')).toBeTruthy();
      expect(heading()).toBe('400');
    });

    it('says the page is not available offline yet, and Retry tries again', async () => {
      const app = renderApp('/events/1');
      await act(async () => app.event.resolve({ default: EventScreen }));
      await act(async () => app.pageData.reject('/data/events/1.json', new PageDataError('network', '/data/events/1.json', null)));
      expect(heading()).toBe("This page isn't available offline yet");
      const loadsBefore = app.pageData.load.mock.calls.length;

      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await act(async () => undefined);
      expect(app.pageData.load.mock.calls.length).toBeGreaterThan(loadsBefore);
      await act(async () => app.pageData.resolve('/data/events/1.json', { title: 'Opening keynote' }));
      expect(heading()).toBe('Opening keynote');
    });

    it('shows the server-side application error with the digest for a 5xx', async () => {
      const app = renderApp('/events/1');
      await act(async () => app.event.resolve({ default: EventScreen }));
      await act(async () => app.pageData.reject('/data/events/1.json', new PageDataError('server', '/data/events/1.json', 500, 'abc123')));
      expect(heading()).toMatch(/^Application error: a server-side exception has occurred while loading /);
      expect(screen.getByText('Digest: abc123')).toBeTruthy();
    });
  });

  describe('route-loading timeout (§4.7)', () => {
    let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      assign = vi.fn<(url: string | URL) => void>();
      vi.spyOn(window.location, 'assign').mockImplementation(assign);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

    /** Starts on the home screen, then follows its link to /events/1, whose data never comes. */
    async function navigateToStuckEvent(options: Parameters<typeof renderApp>[1] = {}) {
      const app = renderApp('/', options);
      await act(async () => app.pageData.resolve('/data/index.json', { title: 'Hallway Demo Conference' }));
      await advance(0);
      expect(heading()).toBe('Hallway Demo Conference');
      fireEvent.click(screen.getByRole('link', { name: 'Opening keynote' }));
      await act(async () => app.event.resolve({ default: EventScreen }));
      return app;
    }

    it('records "Route did not complete loading: /events/:id" at 3,800 ms, not before', async () => {
      const reportError = vi.fn<(error: Error) => void>();
      await navigateToStuckEvent({ reportError });
      const before = routeTimeouts('/events/:id');
      await advance(ROUTE_LOADING_TIMEOUT_MS - 1);
      expect(routeTimeouts('/events/:id')).toBe(before);
      expect(progressbar()).not.toBeNull();
      await advance(1);
      expect(routeTimeouts('/events/:id')).toBe(before + 1);
      expect(reportError).toHaveBeenCalledExactlyOnceWith(new Error('Route did not complete loading: /events/:id'));
    });

    it('loads the whole page when online and the URL was not just hard-loaded', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      await navigateToStuckEvent();
      await advance(ROUTE_LOADING_TIMEOUT_MS);
      expect(assign).toHaveBeenCalledExactlyOnceWith(`${window.location.origin}/events/1`);
    });

    it.each(['/data/index.json', '/sitemap.xml', '//evil.example', '//evil.example/x.png'])(
      'leaves the app for %s, a server path or a file, to this origin whatever its spelling',
      async (path) => {
        vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
        const app = renderApp('/');
        await act(async () => app.pageData.resolve('/data/index.json', { title: 'Hallway Demo Conference' }));
        await advance(0);
        act(() => app.history.navigate(path));
        await advance(0);
        expect(assign).toHaveBeenCalledExactlyOnceWith(`${window.location.origin}${path}`);
      },
    );

    it('shows the offline state instead when offline', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      await navigateToStuckEvent();
      await advance(ROUTE_LOADING_TIMEOUT_MS);
      expect(assign).not.toHaveBeenCalled();
      expect(heading()).toBe("This page isn't available offline yet");
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
      expect(progressbar()).toBeNull();
    });

    it('shows "could not load" with Retry when the URL was hard-loaded moments ago', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      const app = renderApp('/events/1');
      await act(async () => app.event.resolve({ default: EventScreen }));
      await advance(ROUTE_LOADING_TIMEOUT_MS);
      expect(assign).not.toHaveBeenCalled();
      expect(heading()).toBe('This page could not load.');

      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await act(async () => app.pageData.resolve('/data/events/1.json', { title: 'Opening keynote' }));
      await advance(0);
      expect(heading()).toBe('Opening keynote');
    });
  });
});
