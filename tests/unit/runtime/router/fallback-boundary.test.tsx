import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../../src/shared/i18n/catalogues.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import type { Locale } from '../../../../src/shared/locales.ts';
import { PageDataError } from '../../../../src/runtime/page-data/page-data-error.ts';
import { FallbackBoundary } from '../../../../src/runtime/router/fallback-boundary.tsx';
import { FallbackScreen } from '../../../../src/runtime/router/fallback-screen.tsx';
import { forbidden, notFound, unauthorized } from '../../../../src/runtime/router/fallbacks.ts';
import { RouterContext, type RouterContextValue } from '../../../../src/runtime/router/router-context.ts';

const router = (locale: Locale = 'en'): RouterContextValue => ({ locale, navigate: vi.fn(), replaceSearch: vi.fn(), prefetch: vi.fn(), prefetchOnSight: false });

/** A screen that throws whatever it is given. */
function Thrower({ error }: { error: unknown }): ReactNode {
  throw error;
}

function EventScreen() {
  return <h1>Opening keynote</h1>;
}

/** A parent boundary standing in for the root one: shows what reached it. */
class Parent extends Component<{ children: ReactNode }, { caught: unknown }> {
  override state = { caught: null as unknown };
  static getDerivedStateFromError(caught: unknown) {
    return { caught };
  }
  override render() {
    return this.state.caught ? <p>parent caught: {String((this.state.caught as Error).message)}</p> : this.props.children;
  }
}

interface Where {
  /** The URL's pathname, as the router gives it to the boundary. */
  readonly pathname?: string;
  /** The path without locale. */
  readonly path?: string;
  readonly locale?: Locale;
}

function ui(child: ReactNode, { pathname = '/account', path = pathname, locale = 'en' }: Where = {}) {
  return (
    <RouterContext.Provider value={router(locale)}>
      <Parent>
        <FallbackBoundary pathname={pathname} path={path}>
          {child}
        </FallbackBoundary>
      </Parent>
    </RouterContext.Provider>
  );
}

const robotsMeta = () => [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content'));

describe('FallbackBoundary', () => {
  // The router loads a language's texts before it shows a screen in it.
  beforeAll(() => Promise.all([loadCatalogue('de'), loadCatalogue('fr')]));

  beforeEach(() => {
    // React logs every error a boundary catches; the boundary's output is what is under test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.title = 'Hallway';
  });
  afterEach(() => {
    cleanup();
  });

  it.each([
    ['notFound()', notFound, '404', 'This page could not be found.'],
    ['forbidden()', forbidden, '403', 'This page could not be accessed.'],
    ['unauthorized()', unauthorized, '401', "You're not authorized to access this page."],
  ])('shows the fallback when a screen calls %s', (_call, fallback, status, message) => {
    const Screen = () => fallback();
    render(ui(<Screen />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(status);
    expect(screen.getByText(message)).toBeTruthy();
    expect(document.title).toBe(`${status}: ${message}`);
    expect(robotsMeta()).toEqual(['noindex']);
  });

  it('removes the noindex meta when the fallback goes away', () => {
    const Screen = () => notFound();
    const { unmount } = render(ui(<Screen />));
    expect(robotsMeta()).toEqual(['noindex']);
    unmount();
    expect(robotsMeta()).toEqual([]);
  });

  it.each([
    ['/account', 'en', '/signin?next=%2Faccount'],
    ['/admin/reports', 'en', '/signin?next=%2Fadmin%2Freports'],
    ['/account', 'de', '/de/signin?next=%2Faccount'],
  ] as const)('offers a sign-in link that comes back to %s (%s)', (path, locale, href) => {
    const Screen = () => unauthorized();
    render(ui(<Screen />, { pathname: locale === 'en' ? path : `/${locale}${path}`, path, locale }));
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(href);
  });

  it.each([
    ['not-found', 404, '404', 'This page could not be found.'],
    ['forbidden', 403, '403', 'This page could not be accessed.'],
    ['unauthorized', 401, '401', "You're not authorized to access this page."],
  ] as const)('shows the same fallback for page data answering %s', (kind, httpStatus, status, message) => {
    render(ui(<Thrower error={new PageDataError(kind, '/data/account.json', httpStatus)} />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(status);
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('speaks the locale of the screen', () => {
    const Screen = () => notFound();
    render(ui(<Screen />, { pathname: '/de/events/999', path: '/events/999', locale: 'de' }));
    expect(screen.getByText('Diese Seite wurde nicht gefunden.')).toBeTruthy();
    expect(document.title).toBe('404: Diese Seite wurde nicht gefunden.');
  });

  it('resets when the pathname changes', () => {
    const Screen = () => notFound();
    const { rerender } = render(ui(<Screen />, { pathname: '/events/999' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
    rerender(ui(<EventScreen />, { pathname: '/events/1' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Opening keynote');
    expect(robotsMeta()).toEqual([]);
  });

  it('keeps the fallback while the pathname stays the same', () => {
    const Screen = () => notFound();
    const { rerender } = render(ui(<Screen />, { pathname: '/events/999' }));
    rerender(ui(<EventScreen />, { pathname: '/events/999' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
  });

  it.each([
    ['a plain error', new Error('boom')],
    ['a server-side page-data error', new PageDataError('server', '/data/events/1.json', 500, 'abc123')],
    ['a network page-data error', new PageDataError('network', '/data/events/1.json', null)],
  ])('passes %s on to the boundary above', (_what, error) => {
    render(ui(<Thrower error={error} />));
    expect(screen.getByText(`parent caught: ${error.message}`)).toBeTruthy();
    expect(robotsMeta()).toEqual([]);
  });
});

describe('FallbackScreen', () => {
  afterEach(() => {
    cleanup();
  });

  it('links a fallback other than 401 to the conference home', () => {
    render(
      <RouterContext.Provider value={router('fr')}>
        <FallbackScreen status={404} path="/events/999" />
      </RouterContext.Provider>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/fr');
  });

  it('shows 400 Bad Request for a malformed path', () => {
    render(
      <RouterContext.Provider value={router()}>
        <FallbackScreen status={400} path="/events/%E0%A4%A" />
      </RouterContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('400');
    expect(document.title).toBe('400: Bad Request.');
  });
});
