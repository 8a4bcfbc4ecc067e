import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PageShell {
  /** The built index.html, its stylesheets inlined, its modules started after the first paint. */
  readonly html: string;
  /** `'sha256-…'` of each inlined `<style>`, for the Content-Security-Policy's `style-src`. */
  readonly styleHashes: readonly string[];
  /** `'sha256-…'` of the inlined starter script, for `script-src`. */
  readonly scriptHashes: readonly string[];
}

/**
 * Starts the app's modules (named in `data-modules`: the entry, then what it imports) once the
 * server-rendered screen has painted its largest content (the browser's own report of it, else
 * two frames), so the first paint never waits for, nor shares the network with, the app's
 * JavaScript; a page opened in the background starts at once. Inline, allowed by its hash: a
 * file of its own would be one more request before the first paint.
 *
 * The head's icons and manifest come with the modules (see `deferHeadLinks`): until then an empty
 * icon stands in, so the browser does not ask for `/favicon.ico` either.
 */
const STARTER = [
  '(function (script) {',
  "  var modules = script.getAttribute('data-modules').split(' ');",
  "  var links = document.getElementById('head-links');",
  "  var holder = document.createElement('link');",
  "  holder.rel = 'icon';",
  "  holder.href = 'data:,';",
  '  if (links) document.head.appendChild(holder);',
  '  var started = false;',
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  '    if (links) {',
  '      holder.remove();',
  "      document.head.insertAdjacentHTML('beforeend', links.textContent);",
  '    }',
  '    modules.slice(1).forEach(function (href) {',
  "      var link = document.createElement('link');",
  "      link.rel = 'modulepreload';",
  '      link.href = href;',
  '      document.head.appendChild(link);',
  '    });',
  '    import(modules[0]);',
  '  }',
  "  if (document.visibilityState !== 'visible') return start();",
  '  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];',
  "  if (types.indexOf('largest-contentful-paint') >= 0) {",
  "    new PerformanceObserver(function () { setTimeout(start); }).observe({ type: 'largest-contentful-paint', buffered: true });",
  '    setTimeout(start, 1000);',
  '  } else {',
  '    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start); }); });',
  '  }',
  '})(document.currentScript);',
].join('\n');

const sourceHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** The entry's `<script>` and `<link rel="modulepreload">`s give way to the starter, at the end of the body. */
function startAfterFirstPaint(html: string): { readonly html: string; readonly scriptHashes: readonly string[] } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return { html, scriptHashes: [] };
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const starter = `<script data-modules="${[entry, ...preloads].join(' ')}">${STARTER}</script>`;
  const without = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return { html: without.replace('</body>', () => `  ${starter}\n  </body>`), scriptHashes: [sourceHash(STARTER)] };
}

const HEAD_LINK = /\s*<link rel="(?:manifest|icon|apple-touch-icon)"[^>]*>/g;

/**
 * The manifest's and the icons' `<link>`s move into a `<noscript id="head-links">`, which the
 * starter puts back in the head when it starts the modules. A page with nothing to load fires
 * `load` before its first paint, and the browser asks for the icons and the manifest on `load`:
 * left in place, they shared the network with the first paint (Lighthouse counts them in the
 * largest contentful paint's estimate). Without JavaScript, the `<noscript>`'s links are the
 * head's own.
 */
function deferHeadLinks(html: string): string {
  const links = [...html.matchAll(HEAD_LINK)].map((match) => match[0].trim());
  if (links.length === 0) return html;
  const noscript = `<noscript id="head-links">${links.join('')}</noscript>`;
  return html.replace(HEAD_LINK, '').replace('</head>', () => `  ${noscript}\n  </head>`);
}

/**
 * The app shell of a direct load: the built index.html with the build's stylesheet inlined
 * (about 6 KB in Brotli), so the server-rendered screen paints from the document alone, without
 * waiting for a stylesheet, whatever screen it is, and its modules started once it has painted.
 * The service worker's precached copy keeps its `<link>`s and `<script>`: offline, the files are
 * in the precache anyway.
 */
export function readPageShell(distDir: string): PageShell {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) throw new Error(`No build found at ${file}: run \`npm run build\` (npm start does it for you).`);
  const { html: built, scriptHashes } = startAfterFirstPaint(deferHeadLinks(readFileSync(file, 'utf8')));
  // The build's one stylesheet (vite.config.ts: cssCodeSplit false), each <link> in place as a <style>.
  const styles: string[] = [];
  const html = built.replace(STYLESHEET, (_link, href: string) => {
    const css = readFileSync(join(distDir, href.replace(/^\//, '')), 'utf8').trim();
    styles.push(css);
    return `<style>${css}</style>`;
  });
  return { html, styleHashes: styles.map(sourceHash), scriptHashes };
}
