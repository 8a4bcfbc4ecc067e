import './catch-early-errors.ts';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { SCREENS } from './screens.ts';
import { followSignIns } from './follow-sign-ins.ts';
import { listenForChunkErrors } from '../runtime/pwa/reload-on-chunk-error.ts';
import { createPageDataClient } from '../runtime/page-data/page-data-client.ts';
import { readInlinePageData } from '../runtime/page-data/read-inline-page-data.ts';
import { readRenderedPage } from '../runtime/page-data/read-rendered-page.ts';
import { createHistoryStore } from '../runtime/router/history-store.ts';
import { firstCommit } from '../runtime/router/first-commit.ts';
import type { Committed } from '../runtime/router/navigation-state.ts';
import { startOfflineWarmUp } from '../runtime/pwa/offline-warm-up.ts';
import { keepInstallPrompt } from '../runtime/pwa/install-prompt.ts';
import { nextTask } from '../runtime/pwa/next-task.ts';
import { applyStoredTheme } from '../runtime/theme/theme.ts';
import { reportNetworkResult, watchNetworkStatus } from '../runtime/pwa/network-status.ts';
import { reportError } from '../runtime/telemetry/error-reporting.ts';
import { loadCatalogue } from '../shared/i18n/catalogues.ts';
import { splitLocale } from '../shared/locales.ts';
import { RENDERED_STATUS_ATTRIBUTE } from '../shared/rendered-page.ts';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('Hallway needs an element with id "root" in index.html');
// A German or French first screen needs its texts: fetched alongside the screen's code and data.
void loadCatalogue(splitLocale(window.location.pathname).locale);
void start(root);

/**
 * Starts the app in steps, each in a task of its own: on a direct load the server's screen is on
 * display already, and each step costs a phone a few milliseconds the first time (storage opened,
 * code compiled, the page data parsed), which must not add up to a long task. The first screen
 * the server rendered is then hydrated, anything else rendered afresh, as a transition that
 * yields to the browser.
 */
async function start(root: HTMLElement): Promise<void> {
  applyStoredTheme();
  keepInstallPrompt();
  listenForChunkErrors();
  watchNetworkStatus();
  await nextTask();
  startOfflineWarmUp({ early: () => import('./starred-pages.ts').then((agenda) => agenda.starredEventPages()) });
  followSignIns();
  await nextTask();
  const inline = readInlinePageData(document, window.location.pathname);
  const pageData = createPageDataClient({ inline, onNetworkResult: reportNetworkResult });
  await nextTask();
  const history = createHistoryStore();
  const rendered = readRenderedPage(root, inline?.pageData ?? null);
  // The server rendered this screen (a direct load): take its markup over once the screen's code
  // and texts are here, rather than paint it again.
  const initial = rendered ? await firstCommit(history.getSnapshot(), rendered, SCREENS).catch(() => null) : null;
  await nextTask();
  // The root no longer says the server rendered it once the app runs (tests wait for that).
  const markLive = () => root.removeAttribute(RENDERED_STATUS_ATTRIBUTE);
  const app = (first: Committed | null): ReactNode => (
    <StrictMode>
      <App pageData={pageData} history={history} initial={first} onLive={markLive} />
    </StrictMode>
  );
  startTransition(() => {
    if (!initial) return void createRoot(root).render(app(null));
    hydrateRoot(root, app(initial), {
      // A difference between the server's markup and this render: React renders that part anew;
      // it is reported (and said on the console), since it means a screen reads the browser as it renders.
      onRecoverableError: (error) => {
        console.error('Hydration mismatch:', error);
        reportError(error);
      },
    });
  });
}
