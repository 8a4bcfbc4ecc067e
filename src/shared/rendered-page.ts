/**
 * Server rendering (DESIGN §5): what the server hands the render entry (src/app/render.tsx) and
 * what it gets back. The server loads that entry through one function and knows only these types.
 */
import type { Locale } from './locales.ts';
import type { PageData } from './page-data.ts';

/** What a direct load shows: a screen with its page data (null for a route without any), or a fallback. */
export type RenderedPage = { readonly status: 200; readonly pageData: PageData<unknown> | null } | { readonly status: 400 | 401 | 403 | 404 };

export interface RenderResult {
  /** The app's markup, for inside `<div id="root">`. */
  readonly html: string;
  /** Markup for the document's `<head>` that this screen needs. */
  readonly head: string;
  /** The status the markup shows. */
  readonly status: RenderedPage['status'];
}

/** Renders the app at a URL (path and query, the server's one reading of it already done) with what the server resolved. */
export type RenderPage = (url: string, page: RenderedPage, locale: Locale) => Promise<RenderResult | null>;

/**
 * The attribute of `<div id="root">` that says the server rendered it, with the status it showed:
 * the browser then hydrates that markup instead of rendering afresh.
 */
export const RENDERED_STATUS_ATTRIBUTE = 'data-rendered';
