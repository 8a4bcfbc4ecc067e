import { Hono } from 'hono';
import { LOCALES, localizePath } from '../../shared/locales.ts';
import { readPath } from '../../shared/location.ts';
import { listPublicPages } from '../../shared/build-page-data.ts';
import type { ScheduleIndex } from '../page-data/schedule-index.ts';
import { escapeXml } from '../escape-xml.ts';
import { publicOriginOf } from '../public-origin.ts';

/** The public pages' canonical paths, as the shared location module reads them: nothing private, each once. */
function publicPaths(index: ScheduleIndex): string[] {
  const paths = new Set<string>();
  for (const page of listPublicPages(index)) {
    const reading = readPath(page);
    if (reading.kind === 'route' && reading.access === 'public') paths.add(reading.path);
  }
  return [...paths];
}

/** `/sitemap.xml`: every public page, with its locale alternates. */
export function sitemapRoutes(getIndex: () => ScheduleIndex): Hono {
  const routes = new Hono();
  routes.get('/sitemap.xml', function serveSitemap(c) {
    const origin = publicOriginOf(c);
    const entries = publicPaths(getIndex()).map((path) => {
      const alternates = LOCALES.map(
        (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + localizePath(path, locale), { attribute: true })}"/>`,
      ).join('');
      return `<url><loc>${escapeXml(origin + path)}</loc>${alternates}</url>`;
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(xml);
  });
  return routes;
}
