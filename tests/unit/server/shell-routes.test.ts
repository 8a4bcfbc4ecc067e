import { brotliDecompressSync } from 'node:zlib';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { sampleIndex } from './fixtures/sample-schedule.ts';

// The head of the real index.html, as far as the server rewrites it.
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Hallway — conference schedule</title>
    <meta name="description" content="The conference schedule in your pocket." />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const distDir = mkdtempSync(join(tmpdir(), 'hallway-shell-'));
writeFileSync(join(distDir, 'index.html'), SHELL);
const app = createApp({ distDir, getIndex: () => sampleIndex(), allowedHosts: ['hallway.test'] });
const get = (path: string, headers: Record<string, string> = {}) => Promise.resolve(app.request(`http://hallway.test${path}`, { headers }));

function inlinedPageData(html: string): unknown {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1] ?? 'null') : null;
}

describe('direct loads', () => {
  it('inline the page data, so the first screen needs no second request', async () => {
    const html = await (await get('/events/12')).text();
    const data = await (await get('/data/events/12.json')).json();
    expect(inlinedPageData(html)).toEqual(data);
  });

  it("carry the page's title, description, canonical link and hreflang alternates", async () => {
    const html = await (await get('/de/events/12')).text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Opening &lt;script&gt;alert(1)&lt;/script&gt; — Sample Conf</title>');
    expect(html).toContain('<meta name="description" content="Welcome to the sample conference, where everything is small." />');
    expect(html).toContain('<link rel="canonical" href="http://hallway.test/de/events/12">');
    for (const [lang, href] of [
      ['en', '/events/12'],
      ['de', '/de/events/12'],
      ['fr', '/fr/events/12'],
      ['x-default', '/events/12'],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="http://hallway.test${href}">`);
    }
    expect(html).not.toContain('noindex');
  });

  it('never let schedule text inject markup', async () => {
    const html = await (await get('/events/12')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    // Inside the JSON block, `<` is escaped so the text cannot close the script element.
    expect(html).toContain('\\u003cscript>alert(1)\\u003c/script>');
    expect((inlinedPageData(html) as { data: { event: { title: string } } }).data.event.title).toBe('Opening <script>alert(1)</script>');
  });

  it.each(['/events/nope', '/speakers/nope', '/days/2030-01-01', '/nowhere'])('answer %s with 404, the shell and noindex', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>404: This page could not be found.</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(inlinedPageData(html)).toBeNull();
  });

  it.each([
    ['/account', 401],
    ['/admin', 401],
    ['/admin/reports', 401],
    ['/events/%E0%A4%A', 400],
  ])('answer %s with %i and the shell', async (path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it.each([
    ['/events/12/', '/events/12', 308],
    ['/en/events/12', '/events/12', 308],
    ['/en', '/', 308],
    ['/de/speakers/', '/de/speakers', 308],
    ['/talks/12', '/events/12', 308],
    ['/events/12.html', '/events/12', 308],
    ['/de/talks/12', '/de/events/12', 308],
    ['/schedule', '/days/2026-02-01', 307],
    ['/fr/schedule?x=1', '/fr/days/2026-02-01?x=1', 307],
  ])('redirect %s to %s with %i', async (path, location, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('Location')).toBe(location);
  });

  it('send a first visit to / in the preferred supported language', async () => {
    const german = await get('/', { 'Accept-Language': 'nl;q=1, de-CH;q=0.9, en;q=0.8' });
    expect(german.status).toBe(307);
    expect(german.headers.get('Location')).toBe('/de');
    expect((await get('/', { 'Accept-Language': 'en-GB,fr;q=0.5' })).status).toBe(200);
    expect((await get('/', { 'Accept-Language': 'nl' })).status).toBe(200);
    expect((await get('/')).status).toBe(200);
  });

  it('let a stored locale choice win over Accept-Language', async () => {
    const chosen = await get('/', { 'Accept-Language': 'de', Cookie: 'hallway-locale=fr' });
    expect(chosen.headers.get('Location')).toBe('/fr');
    const english = await get('/', { 'Accept-Language': 'de', Cookie: 'hallway-locale=en' });
    expect(english.status).toBe(200);
    // Only `/` is detected: a deep link is served as asked.
    expect((await get('/events/12', { 'Accept-Language': 'de' })).status).toBe(200);
  });

  it('list every public page in /sitemap.xml with its alternates', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toContain('<loc>http://hallway.test/events/12-2</loc>');
    expect(xml).toContain('<loc>http://hallway.test/rooms/main-hall</loc>');
    expect(xml).toContain('hreflang="fr" href="http://hallway.test/fr/speakers/p1"');
    expect(xml).not.toContain('/account');
    expect(xml.match(/<url>/g)).toHaveLength(15);
  });
});

describe('a direct load in Brotli', () => {
  it('sends the page in Brotli to a browser that takes it, the same page as sent as it is, and says it varies by encoding', async () => {
    const path = '/de/events/12';
    const plain = await get(path);
    const encoded = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(encoded.status).toBe(plain.status);
    expect(encoded.headers.get('Content-Encoding')).toBe('br');
    expect(encoded.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(encoded.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(Buffer.from(await encoded.arrayBuffer())).toString('utf8')).toBe(await plain.text());
  });

  it('keeps the root answer varying by language and cookie as well, and a fallback its status', async () => {
    const root = await get('/', { 'Accept-Encoding': 'br' });
    expect(root.headers.get('Content-Encoding')).toBe('br');
    expect(root.headers.get('Vary')).toMatch(/Accept-Language/);
    expect(root.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const missing = await get('/events/no-such-event', { 'Accept-Encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(brotliDecompressSync(Buffer.from(await missing.arrayBuffer())).toString('utf8')).toContain('<div id="root">');
  });
});
