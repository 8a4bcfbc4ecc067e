/** Locales of DESIGN §4.2: the default is never written in a path. */
export const LOCALES = ['en', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'hallway-locale';

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** Splits an optional locale prefix off a pathname; only the first segment is checked. */
export function splitLocale(pathname: string): { locale: Locale; prefixed: boolean; path: string } {
  const first = pathname.split('/')[1];
  if (isLocale(first)) {
    const rest = pathname.slice(first.length + 1);
    return { locale: first, prefixed: true, path: rest === '' ? '/' : rest };
  }
  return { locale: DEFAULT_LOCALE, prefixed: false, path: pathname };
}
