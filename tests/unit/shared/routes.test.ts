import { describe, expect, it } from 'vitest';
import { ROUTES, routeHref } from '../../../src/shared/routes.ts';
import { matchRoute } from '../../../src/shared/match-route.ts';
import { pageDataUrl } from '../../../src/shared/page-data.ts';

describe('routeHref', () => {
  it.each([
    ['home', {}, '/'],
    ['event', { id: '12' }, '/events/12'],
    ['speaker', { id: 'name-ada lovelace' }, '/speakers/name-ada%20lovelace'],
    ['track', { slug: 'web' }, '/tracks/web'],
    ['admin-section', { '*': 'reports/7' }, '/admin/reports/7'],
  ])('builds the path of %s', (name, params, path) => {
    expect(routeHref(name, params)).toBe(path);
  });

  it('round-trips through matching for every route, whatever the characters of an id', () => {
    for (const route of ROUTES) {
      const params = Object.fromEntries([...route.pattern.matchAll(/:([A-Za-z]+)|\*/g)].map((m) => [m[1] ?? '*', 'a b/c%d?é']));
      const href = routeHref(route.name, params);
      const match = matchRoute(href);
      expect(match?.route.name, href).toBe(route.name);
      if (route.pattern.includes(':')) expect(Object.values(match?.params ?? {})).toContain('a b/c%d?é');
    }
  });

  it('refuses a missing parameter and an unknown name', () => {
    expect(() => routeHref('event')).toThrow(/needs the parameter "id"/);
    expect(() => routeHref('nowhere')).toThrow(/No route named "nowhere"/);
  });

  it('gives the page-data URL of a built path', () => {
    expect(pageDataUrl(routeHref('event', { id: '12' }))).toBe('/data/events/12.json');
    expect(pageDataUrl(routeHref('home'))).toBe('/data/index.json');
  });
});
