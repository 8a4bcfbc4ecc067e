import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { PageData } from '../shared/page-data.ts';
import { RENDERED_STATUS_ATTRIBUTE } from '../shared/rendered-page.ts';
import type { PageDataClient } from '../runtime/page-data/page-data-client.ts';
import { readRenderedPage } from '../runtime/page-data/read-rendered-page.ts';
import type { HistoryStore } from '../runtime/router/history-store.ts';
import { firstCommit } from '../runtime/router/first-commit.ts';
import { nextTask } from '../runtime/pwa/next-task.ts';
import { App } from './app.tsx';
import { SCREENS } from './screens.ts';

export interface MountAppOptions {
  readonly pageData: PageDataClient;
  readonly history: HistoryStore;
  /** The page data the server inlined, if any. */
  readonly inline: PageData<unknown> | null;
  /** A difference between the server's markup and the browser's render (React renders that part anew). */
  readonly onRecoverableError: (error: unknown) => void;
}

/**
 * Puts the app in `root`: where the server rendered the first screen (a direct load), the same
 * screen is taken over (hydrated) once its code and texts are here, rather than painted again;
 * anywhere else (the service worker's shell) the app renders afresh. Either is a transition, in
 * slices that yield to the browser. The root loses `data-rendered` once the app runs.
 */
export async function mountApp(root: HTMLElement, { pageData, history, inline, onRecoverableError }: MountAppOptions): Promise<Root> {
  const rendered = readRenderedPage(root, inline);
  const initial = rendered ? await firstCommit(history.getSnapshot(), rendered, SCREENS).catch(() => null) : null;
  await nextTask();
  // The first date format of a page sets up the browser's ICU data (about 16 ms on a laptop, four
  // times that on a phone): done here, in a task of its own, not inside the first render.
  new Intl.DateTimeFormat(initial?.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(0);
  await nextTask();
  const markLive = () => root.removeAttribute(RENDERED_STATUS_ATTRIBUTE);
  const app = (
    <StrictMode>
      <App pageData={pageData} history={history} initial={initial} onLive={markLive} />
    </StrictMode>
  );
  return new Promise((resolve) =>
    startTransition(() => {
      if (initial) return resolve(hydrateRoot(root, app, { onRecoverableError }));
      const fresh = createRoot(root);
      fresh.render(app);
      resolve(fresh);
    }),
  );
}
