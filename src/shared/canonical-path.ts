import { DEFAULT_LOCALE, splitLocale } from './locales.ts';

/** Paths the trailing-slash policy leaves alone (§4.3): `/.well-known/…` and file-like last segments. */
function isExcludedFromSlashPolicy(pathname: string): boolean {
  if (pathname.startsWith('/.well-known/')) return true;
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return last.includes('.');
}

/**
 * The canonical form of a pathname: no trailing slash (policy "never", `/` untouched)
 * and no `/en` prefix for the default locale. Returns the input when it is canonical.
 */
export function canonicalPath(pathname: string): string {
  let path = pathname;
  if (path.length > 1 && path.endsWith('/') && !isExcludedFromSlashPolicy(path)) {
    path = path.replace(/\/+$/, '') || '/';
  }
  const { locale, prefixed, path: rest } = splitLocale(path);
  if (prefixed && locale === DEFAULT_LOCALE) path = rest;
  return path;
}

/** Whether the last segment looks like a file (`/sw.js`, `/icons/a.png`). */
export function hasFileExtension(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return last.includes('.');
}
