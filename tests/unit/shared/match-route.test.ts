import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../src/shared/match-route.ts';
import { MalformedPathError } from '../../../src/shared/path-segments.ts';
import type { RouteDefinition } from '../../../src/shared/routes.ts';

function route(pattern: string): RouteDefinition {
  return { name: pattern, pattern, access: 'public', pageData: false };
}

function matchedPattern(pathname: string, routes?: readonly RouteDefinition[]): string | undefined {
  return matchRoute(pathname, routes)?.route.pattern;
}

describe('matchRoute', () => {
  it('matches the home route for /', () => {
    expect(matchRoute('/')?.route.name).toBe('home');
  });

  it('returns the dynamic segments as params', () => {
    const match = matchRoute('/days/2026-02-01');
    expect(match?.route.name).toBe('day');
    expect(match?.params).toEqual({ date: '2026-02-01' });
  });

  it('returns null for a path no route matches', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/events')).toBeNull();
    expect(matchRoute('/events/12/extra')).toBeNull();
  });

  it.each([
    ['static before dynamic', [route('/events/new'), route('/events/:id')]],
    ['dynamic before static', [route('/events/:id'), route('/events/new')]],
  ])('ranks /events/new above /events/:id (%s in the table)', (_order, routes) => {
    expect(matchedPattern('/events/new', routes)).toBe('/events/new');
    expect(matchedPattern('/events/12', routes)).toBe('/events/:id');
  });

  it.each([
    ['catch-all first', [route('/docs/*'), route('/docs/:page')]],
    ['catch-all last', [route('/docs/:page'), route('/docs/*')]],
  ])('ranks a dynamic segment above a catch-all (%s in the table)', (_order, routes) => {
    expect(matchedPattern('/docs/intro', routes)).toBe('/docs/:page');
    expect(matchedPattern('/docs/intro/more', routes)).toBe('/docs/*');
  });

  it('ranks a static segment above a catch-all whatever the table order', () => {
    const routes = [route('/docs/*'), route('/docs/faq')];
    expect(matchedPattern('/docs/faq', routes)).toBe('/docs/faq');
    expect(matchedPattern('/docs/faq', [...routes].reverse())).toBe('/docs/faq');
  });

  it('decides by the first segment where the routes differ', () => {
    const routes = [route('/:section/about'), route('/team/:member')];
    expect(matchedPattern('/team/about', routes)).toBe('/team/:member');
    expect(matchedPattern('/team/about', [...routes].reverse())).toBe('/team/:member');
  });

  it('gives the rest of the path to a catch-all, which needs at least one segment', () => {
    expect(matchRoute('/admin/reports/42')).toMatchObject({ route: { name: 'admin-section' }, params: { '*': 'reports/42' } });
    expect(matchRoute('/admin')?.route.name).toBe('admin');
  });

  it('is case-sensitive', () => {
    expect(matchRoute('/Speakers')).toBeNull();
    expect(matchRoute('/EVENTS/12')).toBeNull();
    expect(matchedPattern('/events/New', [route('/events/new'), route('/events/:id')])).toBe('/events/:id');
  });

  it('decodes each segment with decodeURIComponent', () => {
    expect(matchRoute('/speakers/J%C3%BCrgen%20M')?.params).toEqual({ id: 'Jürgen M' });
    expect(matchRoute('/tracks/a%2Fb')?.params).toEqual({ slug: 'a/b' });
    expect(matchRoute('/sp%65akers')?.route.name).toBe('speakers');
  });

  it('decodes the segments a catch-all takes', () => {
    expect(matchRoute('/admin/caf%C3%A9/x%20y')?.params).toEqual({ '*': 'café/x y' });
  });

  it('throws MalformedPathError for a malformed percent-encoding', () => {
    expect(() => matchRoute('/events/%E0%A4%A')).toThrow(MalformedPathError);
    expect(() => matchRoute('/%E0%A4%A')).toThrow(MalformedPathError);
  });

  it('names the malformed path and carries an error code', () => {
    let thrown: unknown;
    try {
      matchRoute('/events/%E0%A4%A');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MalformedPathError);
    expect(thrown).toMatchObject({ code: 'malformed-path', path: '/events/%E0%A4%A' });
  });
});
