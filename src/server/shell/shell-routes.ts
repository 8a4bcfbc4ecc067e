import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { canonicalPath, hasFileExtension } from '../../shared/canonical-path.ts';
import { LOCALE_COOKIE, LOCALES, isLocale, localizePath, negotiateLocale, parseAcceptLanguage, splitLocale, type Locale } from '../../shared/locales.ts';
import { FIRST_DAY_PLACEHOLDER, matchRedirect } from '../../shared/match-redirect.ts';
import { isPrivatePageDataPath, pageDataUrl } from '../../shared/page-data.ts';
import { viewerOf } from '../accounts/load-viewer.ts';
import type { PrivatePageDataBuilder } from '../page-data/private-page-data.ts';
import type { ScheduleIndex } from '../page-data/schedule-index.ts';
import { resolvePage } from '../page-data/resolve-page.ts';
import { describePage } from './describe-page.ts';
import { renderShell } from './render-shell.ts';
import { publicOriginOf } from '../public-origin.ts';

export interface ShellRoutesOptions {
  /** The built index.html. */
  readonly shell: string;
  readonly getIndex: () => ScheduleIndex;
  /** Builds the protected routes' data; without it they answer 401. */
  readonly privatePageData?: PrivatePageDataBuilder | undefined;
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
export function shellRoutes({ shell, getIndex, privatePageData }: ShellRoutesOptions): Hono {
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

    const page = resolvePage(index, path, { viewer: viewerOf(c), buildPrivate: privatePageData });
    const described = describePage(index, page);
    const origin = publicOriginOf(c);
    const alternates = LOCALES.map((l) => ({ hreflang: l, href: origin + localizePath(path, l) }));
    // A protected route's answer depends on who asks (and may inline their data): no cache keeps it.
    c.header('Cache-Control', isPrivatePageDataPath(pageDataUrl(path)) ? 'private, no-store' : 'no-cache');
    const html = renderShell(shell, {
      ...described,
      lang: locale,
      canonical: origin + localizePath(path, locale),
      alternates: [...alternates, { hreflang: 'x-default', href: origin + path }],
      pageData: (page.kind === 'page' || page.kind === 'private') && page.data !== undefined ? { version: index.version, data: page.data } : null,
    });
    return c.html(html, described.status);
  });
  return routes;
}
