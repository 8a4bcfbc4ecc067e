import { readPath } from '../../shared/location.ts';
import type { PageData } from '../../shared/page-data.ts';

/**
 * The page data the server inlined for the first screen (§5), with the URL it stands for, so the
 * first render needs no second round trip. A block that is not valid page data is ignored.
 */
export function readInlinePageData(doc: Document, pathname: string): { url: string; pageData: PageData<unknown> } | null {
  const text = doc.getElementById('page-data')?.textContent;
  if (!text) return null;
  try {
    const pageData = JSON.parse(text) as PageData<unknown>;
    if (typeof pageData?.version !== 'string' || !('data' in pageData)) return null;
    // The server inlines data only for the route it read at this very spelling.
    const location = readPath(pathname);
    return location.kind === 'route' && location.pageDataUrl !== null ? { url: location.pageDataUrl, pageData } : null;
  } catch {
    return null;
  }
}
