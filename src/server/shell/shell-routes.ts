import { Hono, type Context } from 'hono';
import { responseEncoding } from '../content-encoding.ts';
import { brotliOnRequest } from '../page-data/body-cache.ts';
import { LOCALES, localizePath, parseAcceptLanguage, preferredLocale } from '../../shared/locales.ts';
import { readLocation } from '../../shared/location.ts';
import { FIRST_DAY_PLACEHOLDER } from '../../shared/match-redirect.ts';
import { viewerOf } from '../accounts/load-viewer.ts';
import type { PrivatePageDataBuilder } from '../page-data/private-page-data.ts';
import type { ChangesDataBuilder } from '../page-data/changes-data.ts';
import type { ScheduleIndex } from '../page-data/schedule-index.ts';
import { resolvePage } from '../page-data/resolve-page.ts';
import { describePage } from './describe-page.ts';
import { renderShell } from './render-shell.ts';
import { publicOriginOf } from '../public-origin.ts';
import type { RenderedPage, RenderPage, RenderResult } from '../../shared/rendered-page.ts';
import type { PageData } from '../../shared/page-data.ts';
import type { Locale } from '../../shared/locales.ts';
import type { PageResolution } from '../page-data/resolve-page.ts';
import { createRenderedPageCache, type RenderedPageCache } from './rendered-page-cache.ts';

export interface ShellRoutesOptions {
  /** The built index.html. */
  readonly shell: string;
  readonly getIndex: () => ScheduleIndex;
  /** Builds the protected routes' data; without it they answer 401. */
  readonly privatePageData?: PrivatePageDataBuilder | undefined;
  /** Builds What changed from the stored versions; without it `/changes/…` is a 404. */
  readonly changesData?: ChangesDataBuilder | undefined;
  /** Renders the screen into the shell (the built render entry, load-render.ts); without it the browser renders. */
  readonly render?: RenderPage | null | undefined;
  /** Where rendered public pages are kept; one of its own by default. */
  readonly renderedPages?: RenderedPageCache;
}

function redirect(c: Context, location: string, status: 307 | 308) {
  c.header('Cache-Control', 'no-cache');
  return c.redirect(location, status);
}

/**
 * Direct loads of app routes (§5), as the shared location module reads them: redirects to the
 * canonical spelling (308), locale detection (307), the redirect table, then the shell with the
 * page's status, head and inlined page data. Cache headers follow the route's access, whatever
 * the spelling asked for.
 */
export function shellRoutes({ shell, getIndex, privatePageData, changesData, render, renderedPages = createRenderedPageCache() }: ShellRoutesOptions): Hono {
  const routes = new Hono();
  /**
   * The screen in HTML: kept per version and URL when anyone may see it; rendered for each
   * request when it shows someone's own data. A render that fails leaves the screen to the browser.
   */
  const renderScreen = async (url: URL, locale: Locale, page: PageResolution, shown: RenderedPage, version: string): Promise<RenderResult | null> => {
    if (!render) return null;
    const href = url.pathname + url.search;
    const run = () => render(href, shown, locale);
    try {
      return await (page.kind === 'private' ? run() : renderedPages.get(version, `${locale} ${href}`, run));
    } catch (error) {
      console.error(`The server could not render ${href}; the browser renders it instead:`, error);
      return null;
    }
  };
  routes.get('*', async function serveShell(c) {
    const url = new URL(c.req.url);
    const isRoot = url.pathname === '/';
    const preferred = isRoot ? preferredLocale(c.req.header('Cookie'), parseAcceptLanguage(c.req.header('Accept-Language'))) : null;
    if (isRoot) c.header('Vary', 'Accept-Language, Cookie');
    const location = readLocation({ pathname: url.pathname, search: url.search, hash: '' }, { preferredLocale: preferred });
    if (location.kind === 'outside') return c.text('Not found', 404);

    const index = getIndex();
    if (location.kind === 'redirect') {
      const firstDay = index.schedule.days[0]?.date ?? '';
      return redirect(c, location.to.replace(FIRST_DAY_PLACEHOLDER, firstDay), location.permanent ? 308 : 307);
    }

    const page = await resolvePage(index, location, { viewer: viewerOf(c), buildPrivate: privatePageData, buildChanges: changesData });
    const described = describePage(index, page);
    const origin = publicOriginOf(c);
    const { locale, path } = location;
    const alternates = LOCALES.map((l) => ({ hreflang: l, href: origin + localizePath(path, l) }));
    // A protected route's answer depends on who asks (and may inline their data): no cache keeps it.
    if (location.kind === 'route' && location.access !== 'public') {
      c.header('Cache-Control', 'private, no-store');
      c.header('Vary', 'Cookie');
    } else {
      c.header('Cache-Control', 'no-cache');
    }
    const pageData: PageData<unknown> | null = (page.kind === 'page' || page.kind === 'private') && page.data !== undefined ? { version: index.version, data: page.data } : null;
    // What the screen shows: its data, or the fallback of the status the answer carries.
    const shown: RenderedPage = described.status === 200 ? { status: 200, pageData } : { status: described.status };
    const rendered = await renderScreen(url, locale, page, shown, index.version);
    const html = renderShell(shell, {
      ...described,
      rendered,
      lang: locale,
      canonical: origin + localizePath(path, locale),
      alternates: [...alternates, { hreflang: 'x-default', href: origin + path }],
      pageData,
    });
    // Brotli where the browser takes it, at the quality page data gets on request (a day's page
    // in about 2 ms, a fifth smaller than gzip); the app's compress() leaves an answer with a Content-Encoding alone.
    if (responseEncoding(c.req.header('Accept-Encoding')) !== 'br') return c.html(html, described.status);
    c.header('Vary', 'Accept-Encoding', { append: true });
    c.header('Content-Encoding', 'br');
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(brotliOnRequest(html), described.status);
  });
  return routes;
}
