import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { sampleIndex } from './fixtures/sample-schedule.ts';

const SHELL_MARKER = '<div id="root"></div>';
// Long enough to be worth compressing (Hono's threshold is 1 KiB).
const HEAD_LINKS =
  '<link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/icon.svg" sizes="any" type="image/svg+xml"><link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png">';
const SHELL = `<!doctype html><html lang="en"><head><title>Hallway</title>${'<meta name="x" content="padding">'.repeat(60)}${HEAD_LINKS}</head><body>${SHELL_MARKER}<script type="module" src="/assets/app-abc123.js"></script></body></html>`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let distDir: string;
let app: ReturnType<typeof createApp>;

/** A tiny stand-in for `vite build` output. */
function writeFakeDist(dir: string): void {
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app");\n');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Hallway', start_url: '/' }));
  writeFileSync(join(dir, 'icons', 'a.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
}

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'hallway-dist-'));
  writeFakeDist(distDir);
  app = createApp({ distDir, getIndex: () => sampleIndex() });
});

afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(app.request(path, { headers }));
}

async function isShell(response: Response): Promise<boolean> {
  return (await response.text()).includes(SHELL_MARKER);
}

describe('createApp', () => {
  it('answers /healthz with 200', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  describe('built files', () => {
    it('serves hashed assets as immutable for a year', async () => {
      const response = await get('/assets/app-abc123.js');
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE);
      expect(await response.text()).toContain('console.log("app")');
    });

    it.each(['/index.html', '/sw.js', '/manifest.webmanifest'])('has %s revalidated on every load (no-cache)', async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    });

    it('sends a browser opening /index.html to /, and still gives the worker the file to precache', async () => {
      const navigation = await app.request('http://localhost/index.html', { headers: { 'Sec-Fetch-Mode': 'navigate' } });
      expect(navigation.status).toBe(308);
      expect(navigation.headers.get('Location')).toBe('/');
      const precache = await app.request('http://localhost/index.html', { headers: { 'Sec-Fetch-Mode': 'same-origin' } });
      expect(precache.status).toBe(200);
    });

    it('caches public files that keep their names across deploys, but not as immutable', async () => {
      const response = await get('/icons/a.png');
      expect(response.status).toBe(200);
      const cacheControl = response.headers.get('Cache-Control') ?? '';
      expect(cacheControl).toMatch(/max-age=\d+/);
      expect(cacheControl).not.toMatch(/immutable/);
    });

    it('answers a missing file with 404, not the shell', async () => {
      for (const path of ['/assets/app-gone99.js', '/missing.png']) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(await isShell(response), path).toBe(false);
      }
    });
  });

  describe('the app shell', () => {
    it.each(['/', '/events/12', '/de/days/2026-02-01', '/agenda'])('answers the app route %s with the shell and 200', async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await isShell(response)).toBe(true);
    });

    it.each(['/nowhere', '/events/12/extra', '/es/events/12'])('answers the unknown path %s with the shell and 404', async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await isShell(response)).toBe(true);
    });

    it('answers a path with malformed percent-encoding with the shell and 400', async () => {
      const response = await get('/events/%E0%A4%A');
      expect(response.status).toBe(400);
      expect(await isShell(response)).toBe(true);
    });

    it('does not serve the build manifest', async () => {
      mkdirSync(join(distDir, '.vite'), { recursive: true });
      writeFileSync(join(distDir, '.vite', 'manifest.json'), '{}');
      const response = await get('/.vite/manifest.json');
      expect(response.status).toBe(404);
    });

    it.each(['/data/x.json', '/data/events/nope.json', '/monitoring', '/actions/x'])('never answers the server path %s with the shell', async (path) => {
      for (const method of ['GET', 'POST']) {
        const response = await app.request(path, { method });
        expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(response.headers.get('Content-Type'), `${method} ${path}`).not.toMatch(/html/);
        expect(await isShell(response), `${method} ${path}`).toBe(false);
      }
    });
  });

  describe('security headers', () => {
    it.each(['/', '/healthz', '/assets/app-abc123.js'])('sends a Content-Security-Policy for this origin only on %s', async (path) => {
      const csp = (await get(path)).headers.get('Content-Security-Policy') ?? '';
      const directives = new Map(
        csp
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .filter((parts) => parts[0])
          .map(([name = '', ...values]) => [name, values]),
      );
      expect(directives.get('default-src')).toEqual(["'self'"]);
      // This origin, and the shell's one inline script by its hash (below).
      const [self, ...scriptHashes] = directives.get('script-src') ?? [];
      expect(self).toBe("'self'");
      expect(scriptHashes).toHaveLength(1);
      expect(scriptHashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/(^|\s)(\*|https?:)(\s|;|$)/);
    });

    it('allows each inline script and style of the shell by its hash, and nothing else inline', async () => {
      const response = await get('/');
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      const html = await response.text();
      const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      const scripts = [...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
      const inline = scripts.filter((text) => text.trim() !== '');
      expect(inline).toHaveLength(1);
      for (const text of inline) expect(csp).toContain(hash(text));
      // The module is started by that script, after the first paint, not by a <script src>.
      expect(html).not.toMatch(/<script[^>]*\ssrc=/);
      expect(html).toContain('data-modules="/assets/app-abc123.js"');
    });

    it('keeps the icons and the manifest for the starter, so that nothing is fetched before the first paint', async () => {
      const html = await (await get('/')).text();
      const head = html.slice(0, html.indexOf('</head>'));
      // Out of the head's live markup: in a <noscript> (the head's own links without JavaScript)…
      const noscript = /<noscript id="head-links">([\s\S]*?)<\/noscript>/.exec(head);
      expect(noscript?.[1]).toBe(HEAD_LINKS);
      expect(head.replace(noscript?.[0] ?? '', '')).not.toMatch(/<link rel="(manifest|icon|apple-touch-icon)"/);
      // …which the starter, when it starts the modules, puts back in the head.
      const starter = /<script data-modules[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(starter).toContain("getElementById('head-links')");
      expect(starter).toMatch(/insertAdjacentHTML\('beforeend', links\.textContent\)/);
    });

    it('sends X-Content-Type-Options: nosniff', async () => {
      expect((await get('/')).headers.get('X-Content-Type-Options')).toBe('nosniff');
    });

    it('sends a Referrer-Policy', async () => {
      expect((await get('/')).headers.get('Referrer-Policy')).toBeTruthy();
    });
  });

  describe('compression', () => {
    it('gzips a large enough body when the client accepts gzip', async () => {
      const response = await get('/', { 'Accept-Encoding': 'gzip' });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Encoding')).toBe('gzip');
      expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/i);
      const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
      expect(body).toBe(await (await get('/')).text());
      expect(body).toContain(SHELL_MARKER);
    });

    it('sends the body as it is when the client does not accept gzip', async () => {
      const response = await get('/');
      expect(response.headers.get('Content-Encoding')).toBeNull();
      expect(await response.text()).toContain(SHELL_MARKER);
    });
  });
});

describe('createApp without a build', () => {
  it('still answers the API routes', async () => {
    const apiOnly = createApp({ getIndex: () => sampleIndex() });
    expect((await apiOnly.request('/healthz')).status).toBe(200);
    expect((await apiOnly.request('/')).status).toBe(404);
  });

  it('fails at once when the build is missing', () => {
    expect(() => createApp({ distDir: join(tmpdir(), 'hallway-no-such-dist'), getIndex: () => sampleIndex() })).toThrow(/No build found/);
  });
});
