import { describe, expect, it } from 'vitest';
import { canonicalPath, hasFileExtension } from '../../../src/shared/canonical-path.ts';

describe('canonicalPath', () => {
  it('removes a trailing slash (policy "never")', () => {
    expect(canonicalPath('/events/12/')).toBe('/events/12');
    expect(canonicalPath('/speakers/')).toBe('/speakers');
  });

  it('removes repeated trailing slashes', () => {
    expect(canonicalPath('/events/12//')).toBe('/events/12');
  });

  it('leaves / untouched', () => {
    expect(canonicalPath('/')).toBe('/');
  });

  it('returns a canonical path as it is', () => {
    for (const path of ['/events/12', '/de/days/2026-02-01', '/admin/reports']) {
      expect(canonicalPath(path)).toBe(path);
    }
  });

  it('leaves /.well-known/ paths alone', () => {
    expect(canonicalPath('/.well-known/')).toBe('/.well-known/');
    expect(canonicalPath('/.well-known/acme-challenge/')).toBe('/.well-known/acme-challenge/');
  });

  it('leaves paths whose last segment contains a dot alone', () => {
    expect(canonicalPath('/downloads/schedule.ics/')).toBe('/downloads/schedule.ics/');
    expect(canonicalPath('/sw.js')).toBe('/sw.js');
  });

  it('drops the default locale prefix', () => {
    expect(canonicalPath('/en/events/12')).toBe('/events/12');
    expect(canonicalPath('/en')).toBe('/');
  });

  it('applies both rules at once', () => {
    expect(canonicalPath('/en/events/12/')).toBe('/events/12');
    expect(canonicalPath('/en/')).toBe('/');
  });

  it('keeps the prefix of another locale', () => {
    expect(canonicalPath('/de/events/12')).toBe('/de/events/12');
    expect(canonicalPath('/fr/days/2026-02-01/')).toBe('/fr/days/2026-02-01');
    expect(canonicalPath('/de/')).toBe('/de');
  });

  it('checks only the first segment for a locale', () => {
    expect(canonicalPath('/tracks/en')).toBe('/tracks/en');
    expect(canonicalPath('/english/talks')).toBe('/english/talks');
  });
});

describe('hasFileExtension', () => {
  it('is true when the last segment contains a dot', () => {
    expect(hasFileExtension('/sw.js')).toBe(true);
    expect(hasFileExtension('/icons/a.png')).toBe(true);
    expect(hasFileExtension('/events/12.html')).toBe(true);
  });

  it('is false for route-like paths, even with a dot earlier on', () => {
    expect(hasFileExtension('/')).toBe(false);
    expect(hasFileExtension('/events/12')).toBe(false);
    expect(hasFileExtension('/v1.2/events')).toBe(false);
  });
});
