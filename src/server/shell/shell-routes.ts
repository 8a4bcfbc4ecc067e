import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { canonicalPath, hasFileExtension } from '../../shared/canonical-path.ts';
import { LOCALE_COOKIE, LOCALES, isLocale, localizePath, negotiateLocale, parseAcceptLanguage, splitLocale, type Locale } from '../../shared/locales.ts';
import { FIRST_DAY_PLACEHOLDER, matchRedirect } from '../../shared/match-redirect.ts';
import type { ScheduleIndex } from '../page-data/schedule-index.ts';
import { resolvePage } from '../page-data/resolve-page.ts';
import { describePage } from './describe-page.ts';
import { renderShell } from './render-shell.ts';

export interface ShellRoutesOptions {
  /** The built index.html. */
  readonly shell: string;
  readonly getIndex: () => ScheduleIndex;
}

/** On a first visit to `/`: a stored choice wins, then `Accept-Language` (§4.2). */
function preferredLocale(c: Context): Locale | null {
  const stored = getCookie(c, LOCALE_COOKIE);
  if (isLocale(stored)) return stored;
  return negotiateLocale(parseAcceptLanguage(c.req.header('Accept-Language')));
}

function redirect(c: Context, location: string, status: 307 | 308) {
  c.header('Cache-Control', 'no-cache');
  return c.redirect(location, status);
}

/**
 * Direct loads of app routes (§5): canonical redirects (308), locale detection (307), the
 * redirect table, then the shell with the page's status, head and inlined page data.
 */
export function shellRoutes({ shell, getIndex }: ShellRoutesOptions): Hono {
  const routes = new Hono();
  routes.get('*', function serveShell(c) {
    const url = new URL(c.req.url);
    const canonical = canonicalPath(url.pathname);
    if (canonical !== url.pathname) return redirect(c, canonical + url.search, 308);

    const { locale, prefixed, path } = splitLocale(canonical);
    if (path === '/' && !prefixed) {
      c.header('Vary', 'Accept-Language, Cookie');
      const preferred = preferredLocale(c);
      if (preferred && preferred !== locale) return redirect(c, localizePath('/', preferred) + url.search, 307);
    }

    const index = getIndex();
    const matched = matchRedirect(path);
    if (matched) {
      const firstDay = index.schedule.days[0]?.date ?? '';
      const to = localizePath(matched.to.replace(FIRST_DAY_PLACEHOLDER, firstDay), locale);
      return redirect(c, to + url.search, matched.redirect.permanent ? 308 : 307);
    }
    if (hasFileExtension(path)) return c.text('Not found', 404);

    const page = resolvePage(index, path);
    const described = describePage(index, page);
    const alternates = LOCALES.map((l) => ({ hreflang: l, href: url.origin + localizePath(path, l) }));
    c.header('Cache-Control', 'no-cache');
    const html = renderShell(shell, {
      ...described,
      lang: locale,
      canonical: url.origin + localizePath(path, locale),
      alternates: [...alternates, { hreflang: 'x-default', href: url.origin + path }],
      pageData: page.kind === 'page' && page.data !== undefined ? { version: index.version, data: page.data } : null,
    });
    return c.html(html, described.status);
  });
  return routes;
}
