import type { PageData } from '../../shared/page-data.ts';
import { RENDERED_STATUS_ATTRIBUTE, type RenderResult } from '../../shared/rendered-page.ts';

export interface ShellPage {
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the page's canonical form. */
  readonly canonical: string;
  /** Absolute URLs of the page in each locale, plus `x-default`. */
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
  readonly lang: string;
  readonly noindex: boolean;
  /** Inlined so the first screen renders without a second round trip (§5). */
  readonly pageData: PageData<unknown> | null;
  /** The screen rendered on the server (§5), or null to leave the rendering to the browser. */
  readonly rendered: RenderResult | null;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside `<script>`: `<` is escaped so no schedule text can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The built index.html with one page's head, screen and data: title, description, canonical link,
 * hreflang alternates, robots noindex for fallbacks, the screen's markup in `<div id="root">`
 * (marked with the status it shows, so the browser hydrates it), and
 * `<script type="application/json" id="page-data">`. Every value from the schedule is escaped:
 * no HTML injection (React escapes the markup it renders).
 */
export function renderShell(shell: string, page: ShellPage): string {
  const head = [
    `<link rel="canonical" href="${escapeHtml(page.canonical)}">`,
    ...page.alternates.map((alternate) => `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`),
    ...(page.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(page.rendered?.head ? [page.rendered.head] : []),
  ].join('\n    ');
  const root = page.rendered ? `<div id="root" ${RENDERED_STATUS_ATTRIBUTE}="${page.rendered.status}">${page.rendered.html}</div>` : '<div id="root"></div>';
  const data = page.pageData ? `<script type="application/json" id="page-data">${scriptJson(page.pageData)}</script>\n    ` : '';
  return (
    shell
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.lang)}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
      .replace('</head>', () => `    ${head}\n  </head>`)
      .replace('<div id="root"></div>', () => `${root}\n    ${data}`.trimEnd())
      // A rendered screen reads without JavaScript; what needs it says so where it is (forms, stars).
      .replace(/\s*<noscript>[^<]*<\/noscript>/, (noscript) => (page.rendered ? '' : noscript))
  );
}
