import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../../src/shared/page-data.ts';
import { ROUTES } from '../../../../src/shared/routes.ts';
import type { NavigationType } from '../../../../src/runtime/router/history-store.ts';
import { navigationFor, type Navigation, type NavigationEnv } from '../../../../src/runtime/router/navigation-for.ts';
import type { ScreenLoaders } from '../../../../src/runtime/router/screens.ts';

const CACHED: PageData<unknown> = { version: 'v1', data: {} };
/** A page-data cache that holds these URLs. */
const cache = (...urls: string[]): NavigationEnv['pageData'] => ({ peek: (url) => (urls.includes(url) ? { pageData: CACHED, fetchedAt: 0 } : undefined) });
const screen = () => Promise.resolve({ default: () => null });
const EVERY_SCREEN: ScreenLoaders = Object.fromEntries(ROUTES.map((route) => [route.name, screen]));

/** A later navigation, online, every screen there, nothing cached: what each row changes. */
const ENV: NavigationEnv = { firstVisit: false, cookie: '', languages: ['en'], online: true, screens: EVERY_SCREEN, pageData: cache() };

interface Row {
  readonly href: string;
  readonly type: NavigationType;
  readonly given: string;
  readonly env?: Partial<NavigationEnv>;
  readonly then: string;
}

function decide({ href, type, env }: Row): Navigation {
  const [pathname = '/', search = ''] = href.split('?');
  return navigationFor({ pathname, search: search && `?${search}`, hash: '', key: 'k', type, depth: 0 }, { ...ENV, ...env });
}

/** The decision in words, for the tables. */
function summary(plan: Navigation): string {
  switch (plan.kind) {
    case 'redirect':
      return `redirect to ${plan.to}`;
    case 'fallback':
      return `show ${plan.status} at ${plan.locale} ${plan.path}`;
    case 'outside':
      return 'leave the app';
    case 'restore':
      return `restore ${plan.route.name} from ${plan.pageDataUrl}`;
    case 'load':
      return `load ${plan.route.name} with ${plan.pageDataUrl ?? 'no page data'}`;
  }
}

describe('navigationFor', () => {
  describe('redirects and the locale of a first visit (§4.2, §4.4)', () => {
    it.each<Row>([
      { href: '/en/talks/1/', type: 'initial', given: 'an old spelling', then: 'redirect to /events/1' },
      { href: '/talks/1?ref=x', type: 'push', given: 'a query', then: 'redirect to /events/1?ref=x' },
      { href: '/de/events/1.html', type: 'push', given: 'a locale', then: 'redirect to /de/events/1' },
      { href: '/schedule', type: 'push', given: 'a target the app fills in', then: 'redirect to /days/<first-day>' },
      {
        href: '/',
        type: 'initial',
        given: 'a first visit with a stored choice',
        env: { firstVisit: true, cookie: 'hallway-locale=de', languages: ['fr'] },
        then: 'redirect to /de',
      },
      { href: '/', type: 'initial', given: 'a first visit with French first', env: { firstVisit: true, languages: ['fr-CH', 'en'] }, then: 'redirect to /fr' },
      { href: '/', type: 'replace', given: 'a first visit redirected from /en', env: { firstVisit: true, languages: ['fr'] }, then: 'redirect to /fr' },
      {
        href: '/',
        type: 'initial',
        given: 'a first visit with English stored',
        env: { firstVisit: true, cookie: 'hallway-locale=en', languages: ['de'] },
        then: 'load home with /data/index.json',
      },
      { href: '/', type: 'initial', given: 'a first visit in no supported language', env: { firstVisit: true, languages: ['ja'] }, then: 'load home with /data/index.json' },
      { href: '/', type: 'push', given: 'a link during the first visit', env: { firstVisit: true, languages: ['de'] }, then: 'load home with /data/index.json' },
      { href: '/', type: 'pop', given: 'Back during the first visit', env: { firstVisit: true, languages: ['de'] }, then: 'load home with /data/index.json' },
      { href: '/', type: 'replace', given: 'a later visit', env: { languages: ['de'] }, then: 'load home with /data/index.json' },
    ])('$href ($type, $given): $then', (row) => {
      expect(summary(decide(row))).toBe(row.then);
    });

    it('places a redirect where it starts, for the too-many-redirects screen', () => {
      expect(decide({ href: '/de/talks/1', type: 'push', given: '', then: '' })).toMatchObject({ locale: 'de', path: '/talks/1' });
    });
  });

  describe('fallbacks and paths outside the app', () => {
    it.each<Row>([
      { href: '/nowhere', type: 'push', given: 'no route', then: 'show 404 at en /nowhere' },
      { href: '/fr/nowhere', type: 'initial', given: 'no route, in French', then: 'show 404 at fr /nowhere' },
      { href: '/events/%E0%A4%A', type: 'push', given: 'bad encoding', then: 'show 400 at en /events/%E0%A4%A' },
      { href: '/rooms', type: 'push', given: 'a route without its screen', env: { screens: {} }, then: 'show 404 at en /rooms' },
      { href: '/data/index.json', type: 'push', given: 'a server path, online', then: 'leave the app' },
      { href: '/sitemap.xml', type: 'pop', given: 'a file, online', then: 'leave the app' },
      { href: '/de/sitemap.xml/', type: 'push', given: 'a file with a trailing slash', then: 'leave the app' },
      { href: '/data/index.json', type: 'push', given: 'a server path, offline', env: { online: false }, then: 'show 404 at en /data/index.json' },
      { href: '/data/index.json', type: 'initial', given: 'a first load the shell answered', then: 'show 404 at en /data/index.json' },
    ])('$href ($type, $given): $then', (row) => {
      expect(summary(decide(row))).toBe(row.then);
    });

    it('names the route whose screen is missing, for telemetry', () => {
      expect(decide({ href: '/rooms', type: 'push', given: '', env: { screens: {} }, then: '' })).toMatchObject({ route: { pattern: '/rooms' } });
    });
  });

  describe('screens: loaded, or restored from the cache on back/forward (§4.8)', () => {
    const pageData = cache('/data/events/1.json', '/data/index.json');
    it.each<Row>([
      { href: '/events/1', type: 'push', given: 'nothing cached', then: 'load event with /data/events/1.json' },
      { href: '/de/events/1', type: 'initial', given: 'a locale', then: 'load event with /data/events/1.json' },
      { href: '/agenda', type: 'push', given: 'a route without page data', then: 'load agenda with no page data' },
      { href: '/events/1', type: 'pop', given: 'Back, cached', env: { pageData }, then: 'restore event from /data/events/1.json' },
      { href: '/events/1', type: 'pop', given: 'Back, cached, offline', env: { pageData, online: false }, then: 'restore event from /data/events/1.json' },
      { href: '/events/2', type: 'pop', given: 'Back, not cached', env: { pageData }, then: 'load event with /data/events/2.json' },
      { href: '/events/1', type: 'push', given: 'a link, cached', env: { pageData }, then: 'load event with /data/events/1.json' },
      { href: '/events/1', type: 'replace', given: 'a redirect, cached', env: { pageData }, then: 'load event with /data/events/1.json' },
      { href: '/agenda', type: 'pop', given: 'Back to a route without page data', env: { pageData }, then: 'load agenda with no page data' },
    ])('$href ($type, $given): $then', (row) => {
      expect(summary(decide(row))).toBe(row.then);
    });

    it('restores with the cached page data itself', () => {
      expect(decide({ href: '/events/1', type: 'pop', given: '', env: { pageData: cache('/data/events/1.json') }, then: '' })).toMatchObject({
        pageData: CACHED,
        locale: 'en',
        path: '/events/1',
      });
    });
  });
});
