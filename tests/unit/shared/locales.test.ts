import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, isLocale, preferredLocale, splitLocale } from '../../../src/shared/locales.ts';

describe('LOCALES', () => {
  it('offers en (the default), de and fr', () => {
    expect([...LOCALES].sort()).toEqual(['de', 'en', 'fr']);
    expect(DEFAULT_LOCALE).toBe('en');
  });
});

describe('isLocale', () => {
  it('accepts each supported locale', () => {
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true);
  });

  it('rejects anything else, case-sensitively', () => {
    for (const value of ['es', 'DE', 'en-US', '', undefined]) expect(isLocale(value), String(value)).toBe(false);
  });
});

describe('splitLocale', () => {
  it('splits a locale prefix off the path', () => {
    expect(splitLocale('/de/days/2026-02-01')).toEqual({ locale: 'de', prefixed: true, path: '/days/2026-02-01' });
    expect(splitLocale('/fr/events/12')).toEqual({ locale: 'fr', prefixed: true, path: '/events/12' });
  });

  it('reports the default locale written as a prefix', () => {
    expect(splitLocale('/en/events/12')).toEqual({ locale: 'en', prefixed: true, path: '/events/12' });
  });

  it('turns a bare locale into the home path', () => {
    expect(splitLocale('/de')).toEqual({ locale: 'de', prefixed: true, path: '/' });
    expect(splitLocale('/de/')).toEqual({ locale: 'de', prefixed: true, path: '/' });
  });

  it('uses the default locale when there is no prefix', () => {
    expect(splitLocale('/')).toEqual({ locale: DEFAULT_LOCALE, prefixed: false, path: '/' });
    expect(splitLocale('/events/12')).toEqual({ locale: DEFAULT_LOCALE, prefixed: false, path: '/events/12' });
  });

  it('checks only the first segment', () => {
    expect(splitLocale('/tracks/de')).toEqual({ locale: DEFAULT_LOCALE, prefixed: false, path: '/tracks/de' });
    expect(splitLocale('/deutsch/x')).toEqual({ locale: DEFAULT_LOCALE, prefixed: false, path: '/deutsch/x' });
  });
});

describe('preferredLocale', () => {
  it('lets a stored choice win over the languages', () => {
    expect(preferredLocale('a=1; hallway-locale=fr', ['de'])).toBe('fr');
    expect(preferredLocale('hallway-locale=en', ['de'])).toBe('en');
  });

  it('ignores a cookie that names no supported locale, on the server and the client alike', () => {
    expect(preferredLocale('hallway-locale=es', ['de-CH', 'en'])).toBe('de');
    expect(preferredLocale('hallway-locale=', ['fr'])).toBe('fr');
    expect(preferredLocale('hallway-locale=es', ['es'])).toBeNull();
  });

  it('falls back to the languages without a cookie', () => {
    expect(preferredLocale(undefined, ['fr-CA'])).toBe('fr');
    expect(preferredLocale('', [])).toBeNull();
  });
});
