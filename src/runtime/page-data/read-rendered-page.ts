import type { PageData } from '../../shared/page-data.ts';
import { RENDERED_STATUS_ATTRIBUTE, type RenderedPage } from '../../shared/rendered-page.ts';

/**
 * What the server rendered into the root element, from the status it marked it with and the
 * page data it inlined; null when it rendered nothing (the service worker's app shell, an
 * answer without markup): the app then renders in the browser.
 */
export function readRenderedPage(root: Element, inline: PageData<unknown> | null): RenderedPage | null {
  const status = Number(root.getAttribute(RENDERED_STATUS_ATTRIBUTE));
  if (status === 200) return { status, pageData: inline };
  if (status === 400 || status === 401 || status === 403 || status === 404) return { status };
  return null;
}
