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

/** The first supported locale among preferred language tags (`de-CH` counts as `de`), or null. */
export function negotiateLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/** `de-CH,de;q=0.9,en;q=0.8` → `['de-CH', 'de', 'en']`, by descending q, ties in header order. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.tag);
}

/** A path in a locale: the default locale is never prefixed (§4.2). */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The `hallway-locale` (LOCALE_COOKIE) value in a `Cookie` header or `document.cookie`, or undefined. */
const storedLocale = (cookieHeader: string | null | undefined) => /(?:^|;)\s*hallway-locale=([^;]*)/.exec(cookieHeader ?? '')?.[1]?.trim();

/**
 * Where a first visit of `/` goes (§4.2), decided once for the server and the client: the
 * stored choice (cookie `hallway-locale`) when it names a supported locale, else the first
 * supported preferred language; a cookie naming no supported locale counts as no choice.
 */
export function preferredLocale(cookieHeader: string | null | undefined, languages: readonly string[]): Locale | null {
  const stored = storedLocale(cookieHeader);
  return isLocale(stored) ? stored : negotiateLocale(languages);
}
