import { describe, expect, it } from 'vitest';
import { isAppPath } from '../../../src/shared/location.ts';
import { REDIRECTS } from '../../../src/shared/redirects.ts';
import { ROUTES } from '../../../src/shared/routes.ts';

/** A concrete path for a route pattern: `/events/:id` → `/events/x1`. */
function examplePath(pattern: string): string {
  return pattern.replace(/:[a-z]+/gi, 'x1').replace('*', 'x1/y2');
}

describe('isAppPath', () => {
  it('is true for a path of every route in the table', () => {
    for (const { pattern } of ROUTES) {
      expect(isAppPath(examplePath(pattern)), pattern).toBe(true);
    }
  });

  it('is true for app routes with a locale prefix or a trailing slash', () => {
    for (const path of ['/de', '/de/', '/fr/days/2026-02-01', '/en', '/en/events/12', '/events/12/', '/de/speakers/']) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it('is true for redirect sources, which the shell follows offline', () => {
    expect(isAppPath('/talks/1')).toBe(true);
    expect(isAppPath('/schedule')).toBe(true);
    expect(isAppPath('/de/talks/1')).toBe(true);
  });

  it('covers every redirect source that is not a file', () => {
    for (const { from } of REDIRECTS.filter((redirect) => !redirect.from.includes('.'))) {
      expect(isAppPath(examplePath(from)), from).toBe(true);
    }
  });

  it('is false for server paths', () => {
    for (const path of [
      '/data/x.json',
      '/data/index.json',
      '/data',
      '/actions/star',
      '/monitoring',
      '/healthz',
      '/.well-known/security.txt',
      '/calendar/x.ics',
      '/calendar/x',
      '/calendar',
    ]) {
      expect(isAppPath(path), path).toBe(false);
    }
  });

  it('is false for files', () => {
    for (const path of ['/sw.js', '/icons/a.png', '/manifest.webmanifest', '/assets/app-abc123.js', '/robots.txt', '/speakers/portrait.jpg']) {
      expect(isAppPath(path), path).toBe(false);
    }
  });

  it('is false for paths no route matches', () => {
    for (const path of ['/nowhere', '/events', '/events/12/extra', '/Speakers', '/es/events/12']) {
      expect(isAppPath(path), path).toBe(false);
    }
  });

  it('is true for a malformed segment, which the app answers with 400: Bad Request.', () => {
    expect(isAppPath('/events/%E0%A4%A')).toBe(true);
  });
});
