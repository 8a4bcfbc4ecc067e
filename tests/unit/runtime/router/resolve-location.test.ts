import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../src/shared/locales.ts';
import { matchRoute } from '../../../../src/shared/match-route.ts';
import type { RouteDefinition } from '../../../../src/shared/routes.ts';
import { resolveLocation, type LocationInput } from '../../../../src/runtime/router/resolve-location.ts';

/** `/events/12/?day=1#abstract` → its pathname, search and hash, exactly as written (no decoding). */
function at(url: string): LocationInput {
  const [beforeHash = '', hash = ''] = url.split(/(?=#)/);
  const [pathname = '', search = ''] = beforeHash.split(/(?=\?)/);
  return { pathname, search, hash };
}

describe('resolveLocation', () => {
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
  ])('redirects %s to %s (%s)', (url, to, reason) => {
    expect(resolveLocation(at(url))).toEqual({ kind: 'redirect', to, reason });
  });

  it.each(['/.well-known/x/', '/a/b.txt/', '/files/report.pdf/'])('leaves the trailing slash of %s alone (§4.3 exclusions)', (url) => {
    const resolution = resolveLocation(at(url));
    expect(resolution.kind).not.toBe('redirect');
    expect(resolution).toMatchObject({ kind: 'fallback', status: 404, path: url });
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
    ['/agenda', 'agenda', 'en', '/agenda', {}, null],
    ['/de/search', 'search', 'de', '/search', {}, null],
  ])('resolves %s to the %s route in %s', (url, name, locale, path, params, pageDataUrl) => {
    const resolution = resolveLocation(at(url));
    expect(resolution).toMatchObject({ kind: 'route', route: { name }, locale, path, params, pageDataUrl });
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
      expect(resolveLocation(at(url), { detectedLocale })).toEqual({ kind: 'redirect', to, reason: 'locale' });
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
});
