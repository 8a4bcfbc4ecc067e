import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderPage } from '../shared/rendered-page.ts';
import { readLocation } from '../shared/location.ts';
import { createPageDataClient } from '../runtime/page-data/page-data-client.ts';
import { createStaticHistory } from '../runtime/router/static-history.ts';
import { firstCommit } from '../runtime/router/first-commit.ts';
import { App } from './app.tsx';
import { SCREENS } from './screens.ts';

/**
 * The server-render entry (DESIGN §2, §5), built by Vite's SSR build into `dist/server` and
 * loaded by the server through one function. It renders the very tree the browser hydrates
 * (main.tsx): the same router, layout and screen, from the same first commit, with the page data
 * the server inlines beside it. Nothing here reads the browser; what only the device knows (its
 * clock, its zone, its stars) appears after hydration in space held for it.
 */
export const render: RenderPage = async (url, page, locale) => {
  const history = createStaticHistory(url);
  const location = history.getSnapshot();
  const reading = readLocation(location);
  if ((reading.kind === 'route' || reading.kind === 'fallback') && reading.locale !== locale) {
    throw new Error(`render: ${url} is in ${reading.kind === 'route' ? reading.locale : 'another locale'}, not ${locale}`);
  }
  const dataUrl = reading.kind === 'route' ? reading.pageDataUrl : null;
  const pageData = createPageDataClient({
    inline: page.status === 200 && page.pageData && dataUrl ? { url: dataUrl, pageData: page.pageData } : null,
    // The server never fetches while rendering.
    fetch: () => Promise.reject(new Error('A server render does not fetch')),
  });
  const initial = await firstCommit(location, page, SCREENS);
  if (!initial) return null;
  const html = renderToString(
    <StrictMode>
      <App pageData={pageData} history={history} initial={initial} />
    </StrictMode>,
  );
  return { html, head: '', status: page.status };
};
