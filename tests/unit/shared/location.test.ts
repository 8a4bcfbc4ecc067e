import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/shared/locales.ts';
import { matchRoute } from '../../../src/shared/match-route.ts';
import type { RouteDefinition } from '../../../src/shared/routes.ts';
import { canonicalAppPath, isCanonicalSpelling, isPublicPageDataUrl, readLocation, readPageDataUrl, type LocationInput } from '../../../src/shared/location.ts';

const resolveLocation = (input: LocationInput, options: { detectedLocale?: Locale | null } = {}) =>
  readLocation(input, 'detectedLocale' in options ? { preferredLocale: options.detectedLocale ?? null } : {});

/** `/events/12/?day=1#abstract` → its pathname, search and hash, exactly as written (no decoding). */
function at(url: string): LocationInput {
  const [beforeHash = '', hash = ''] = url.split(/(?=#)/);
  const [pathname = '', search = ''] = beforeHash.split(/(?=\?)/);
  return { pathname, search, hash };
}

describe('readLocation', () => {
  it.each([
    // §4.3 trailing slash, policy "never"; search and hash are kept.
    ['/events/12/', '/events/12', 'canonical'],
    ['/events/12//', '/events/12', 'canonical'],
    ['/events/12/?day=1#abstract', '/events/12?day=1#abstract', 'canonical'],
    ['/de/speakers/', '/de/speakers', 'canonical'],
    // §4.2 the default locale is never written.
    ['/en/events/1', '/events/1', 'canonical'],
    ['/en', '/', 'canonical'],
    ['/en/', '/', 'canonical'],
    ['/en/events/1/?q=a#top', '/events/1?q=a#top', 'canonical'],
    // §3 the redirect table, in the locale of the request.
    ['/talks/5', '/events/5', 'table'],
    ['/de/talks/5', '/de/events/5', 'table'],
    ['/fr/talks/5?from=mail#speakers', '/fr/events/5?from=mail#speakers', 'table'],
    ['/events/5.html', '/events/5', 'table'],
    ['/de/events/5.html', '/de/events/5', 'table'],
    ['/schedule', '/days/<first-day>', 'table'],
    ['/fr/schedule', '/fr/days/<first-day>', 'table'],
    // One reading of every spelling (§15): empty segments, percent-encoded letters, encoded
    // locale prefixes and dot segments all redirect to the one canonical spelling.
    ['//account', '/account', 'canonical'],
    ['///account//', '/account', 'canonical'],
    ['/%61ccount', '/account', 'canonical'],
    ['/%61dmin', '/admin', 'canonical'],
    ['/de/%61ccount', '/de/account', 'canonical'],
    ['/%64e/events/1', '/de/events/1', 'canonical'],
    ['/events/%31', '/events/1', 'canonical'],
    ['/events//1', '/events/1', 'canonical'],
    ['/events/./1', '/events/1', 'canonical'],
    ['/x/../events/1', '/events/1', 'canonical'],
    ['/events/%2e/1', '/events/1', 'canonical'],
    ['/events/caf%c3%a9', '/events/caf%C3%A9', 'canonical'],
    ['/events/a:b', '/events/a%3Ab', 'canonical'],
    ['/en//events/1', '/events/1', 'canonical'],
    ['/en//x', '/x', 'canonical'],
    ['//de//events//1//?q=1', '/de/events/1?q=1', 'canonical'],
    ['/%74alks/5', '/events/5', 'table'],
    ['//talks/5/', '/events/5', 'table'],
    // Only the first segment is a locale: `/en` goes, and what follows is read afresh.
    ['/en/de/events/1', '/de/events/1', 'canonical'],
    ['/en/en/en/en/en/en/events/1', '/events/1', 'canonical'],
    ['/en/en/en/talks/5/', '/events/5', 'table'],
  ])('redirects %s to %s (%s)', (url, to, reason) => {
    expect(resolveLocation(at(url))).toMatchObject({ kind: 'redirect', to, reason });
  });

  it.each([
    ['/events/12/', true],
    ['/talks/5', true],
    ['/events/5.html', true],
    ['/schedule', false],
  ])('says whether the redirect of %s is permanent (308) or not (307)', (url, permanent) => {
    expect(resolveLocation(at(url))).toMatchObject({ kind: 'redirect', permanent });
  });

  it.each([
    '/en//evil.example',
    '//evil.example/x/',
    '///evil.example/x/',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/de//%2F/evil.example/',
    '/en/%2F%2Fevil.example',
    '/en/%5C%5Cevil.example/x/',
  ])('never redirects %s off the origin', (url) => {
    const reading = resolveLocation(at(url));
    if (reading.kind !== 'redirect') return;
    expect(reading.to).toMatch(/^\/(?![/\\])/);
    expect(new URL(reading.to, 'https://hallway.test').origin).toBe('https://hallway.test');
  });

  it.each(['/.well-known/x/', '/a/b.txt/', '/files/report.pdf/', '/sw.js', '/icons/a.png', '/speakers/portrait.jpg', '/en//evil.example'])(
    'reads %s as a file, never an app path (§4.3 exclusions)',
    (url) => {
      const reading = resolveLocation(at(url));
      expect(reading.kind).toBe('outside');
    },
  );

  it.each([
    ['/data/index.json', true],
    ['/data//account.json', false],
    ['/actions/star', true],
    ['/%61ctions/star', false],
    ['/monitoring', true],
    ['/healthz', true],
    ['/calendar/abc.ics', true],
    ['/calendar/abc', true],
    ['/%63alendar/abc.ics', false],
    ['/sw.js', true],
    ['/%73w.js', false],
    ['/assets//app.js', false],
  ])('reads %s as outside the app, canonically spelled: %s', (url, canonical) => {
    expect(resolveLocation(at(url))).toMatchObject({ kind: 'outside' });
    expect(isCanonicalSpelling(url)).toBe(canonical);
  });

  it.each([
    ['/', 'home', 'en', '/', {}, '/data/index.json'],
    ['/de', 'home', 'de', '/', {}, '/data/index.json'],
    ['/events/12', 'event', 'en', '/events/12', { id: '12' }, '/data/events/12.json'],
    ['/de/events/12', 'event', 'de', '/events/12', { id: '12' }, '/data/events/12.json'],
    ['/fr/days/2026-02-01', 'day', 'fr', '/days/2026-02-01', { date: '2026-02-01' }, '/data/days/2026-02-01.json'],
    ['/speakers', 'speakers', 'en', '/speakers', {}, '/data/speakers.json'],
    ['/events/caf%C3%A9', 'event', 'en', '/events/caf%C3%A9', { id: 'café' }, '/data/events/caf%C3%A9.json'],
    ['/admin/reports/42', 'admin-section', 'en', '/admin/reports/42', { '*': 'reports/42' }, '/data/admin/reports/42.json'],
    ['/de/changes/0123abcd', 'changes', 'de', '/changes/0123abcd', { since: '0123abcd' }, '/data/changes/0123abcd.json'],
    ['/agenda', 'agenda', 'en', '/agenda', {}, null],
    ['/de/search', 'search', 'de', '/search', {}, null],
    ['/events/a%2Fb', 'event', 'en', '/events/a%2Fb', { id: 'a/b' }, '/data/events/a%2Fb.json'],
  ])('resolves %s to the %s route in %s', (url, name, locale, path, params, pageDataUrl) => {
    const resolution = resolveLocation(at(url));
    expect(resolution).toMatchObject({ kind: 'route', route: { name }, locale, path, params, pageDataUrl });
  });

  it.each([
    ['/account', 'account'],
    ['/de/account', 'account'],
    ['/admin', 'organizer'],
    ['/admin/reports', 'organizer'],
    ['/events/1', 'public'],
  ])('takes the access of %s from the route table (%s)', (url, access) => {
    expect(resolveLocation(at(url))).toMatchObject({ kind: 'route', access });
  });

  it.each([
    ['/nowhere', 404, 'en', '/nowhere'],
    ['/de/nowhere', 404, 'de', '/nowhere'],
    ['/events', 404, 'en', '/events'],
    ['/Events/1', 404, 'en', '/Events/1'],
    ['/events/1/extra', 404, 'en', '/events/1/extra'],
    ['/%E0%A4%A', 400, 'en', '/%E0%A4%A'],
    ['/events/%E0%A4%A', 400, 'en', '/events/%E0%A4%A'],
    ['/de/events/%E0%A4%A', 400, 'de', '/events/%E0%A4%A'],
  ])('falls back for %s with %i', (url, status, locale, path) => {
    expect(resolveLocation(at(url))).toEqual({ kind: 'fallback', status, locale, path });
  });

  describe('locale detection (§4.2)', () => {
    it.each([
      ['/', 'de', '/de'],
      ['/', 'fr', '/fr'],
      ['/?utm=x#news', 'de', '/de?utm=x#news'],
    ] as const)('sends a first visit of %s with %s detected to %s', (url, detectedLocale, to) => {
      expect(resolveLocation(at(url), { detectedLocale })).toMatchObject({ kind: 'redirect', to, reason: 'locale', permanent: false });
    });

    it.each([
      ['/', undefined, 'en'],
      ['/', null, 'en'],
      ['/', 'en', 'en'],
      ['/de', 'fr', 'de'],
      ['/events/1', 'de', 'en'],
    ] as const)('stays on %s with %s detected (locale %s)', (url, detectedLocale, locale) => {
      const options: { detectedLocale?: Locale | null } = {};
      if (detectedLocale !== undefined) options.detectedLocale = detectedLocale;
      expect(resolveLocation(at(url), options)).toMatchObject({ kind: 'route', locale });
    });
  });

  it('ranks a static route above a dynamic one, whatever the table order (§4.1)', () => {
    const route = (pattern: string): RouteDefinition => ({ name: pattern, pattern, access: 'public', pageData: true });
    for (const table of [
      [route('/events/:id'), route('/events/new')],
      [route('/events/new'), route('/events/:id')],
    ]) {
      expect(matchRoute('/events/new', table)?.route.pattern).toBe('/events/new');
      expect(matchRoute('/events/12', table)?.route.pattern).toBe('/events/:id');
    }
  });

  it('reads every canonical spelling as itself: no redirect loops', () => {
    for (const url of ['/events/caf%C3%A9', '/events/a%3Ab', '/de/events/1', '/admin/a%2Fb', '/de/en/events/1']) {
      const reading = resolveLocation(at(url));
      expect(reading.kind, url).not.toBe('redirect');
    }
  });
});

describe('readPageDataUrl', () => {
  it.each([
    ['/data/index.json', 'home', 'public'],
    ['/data/events/12.json', 'event', 'public'],
    ['/data/events/caf%C3%A9.json', 'event', 'public'],
    ['/data/account.json', 'account', 'account'],
    ['/data/admin.json', 'admin', 'organizer'],
    ['/data/admin/reports.json', 'admin-section', 'organizer'],
    ['/data/admin/reports/page/2.json', 'admin-section', 'organizer'],
    ['/data/changes/0123abcd.json', 'changes', 'public'],
  ])('reads %s as the page data of the %s route (%s)', (url, name, access) => {
    expect(readPageDataUrl(url)).toMatchObject({ route: { name }, access, pageDataUrl: url });
  });

  it.each([
    '/data//account.json',
    '/data/%61ccount.json',
    '/data/%61dmin.json',
    '/data/de/account.json',
    '/data/en/events/12.json',
    '/data//days/2026-06-10.json',
    '/data///days/2026-06-10.json',
    '/data/events/12/.json',
    '/data/events/%31%32.json',
    '/data/events/caf%c3%a9.json',
    '/data/.json',
    '/data/index/.json',
    '/data/signin.json',
    '/data/agenda.json',
    '/data/manifest.json',
    '/data/talks/1.json',
    '/data/events/1.html.json',
    '/data/events/12',
    '/data/nowhere.json',
  ])('answers nothing for %s, which is no canonical page-data URL', (url) => {
    expect(readPageDataUrl(url)).toBeNull();
  });

  it('calls only canonical page data of public routes, and the search documents, public', () => {
    expect(isPublicPageDataUrl('/data/events/12.json')).toBe(true);
    expect(isPublicPageDataUrl('/data/search.json')).toBe(true);
    for (const url of [
      '/data/account.json',
      '/data/%61ccount.json',
      '/data//account.json',
      '/data/admin/x.json',
      '/data/manifest.json',
      '/data/%73earch.json',
      '/data//search.json',
      '/data/de/search.json',
    ]) {
      expect(isPublicPageDataUrl(url), url).toBe(false);
    }
  });
});

describe('canonicalAppPath', () => {
  it.each([
    ['/events/12/', '/events/12'],
    ['/en/events/12', '/events/12'],
    ['/de/events/12', '/events/12'],
    ['//events//12', '/events/12'],
    ['/talks/5', '/talks/5'],
    ['/', '/'],
  ])('writes %s as %s', (path, canonical) => {
    expect(canonicalAppPath(path)).toBe(canonical);
  });
});
