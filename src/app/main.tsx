import './catch-early-errors.ts';
import { followSignIns } from './follow-sign-ins.ts';
import { mountApp } from './mount-app.tsx';
import { listenForChunkErrors } from '../runtime/pwa/reload-on-chunk-error.ts';
import { createPageDataClient } from '../runtime/page-data/page-data-client.ts';
import { readInlinePageData } from '../runtime/page-data/read-inline-page-data.ts';
import { createHistoryStore } from '../runtime/router/history-store.ts';
import { startOfflineWarmUp } from '../runtime/pwa/offline-warm-up.ts';
import { keepInstallPrompt } from '../runtime/pwa/install-prompt.ts';
import { nextTask } from '../runtime/pwa/next-task.ts';
import { applyStoredTheme } from '../runtime/theme/theme.ts';
import { reportNetworkResult, watchNetworkStatus } from '../runtime/pwa/network-status.ts';
import { reportError } from '../runtime/telemetry/error-reporting.ts';
import { loadCatalogue } from '../shared/i18n/catalogues.ts';
import { splitLocale } from '../shared/locales.ts';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('Hallway needs an element with id "root" in index.html');
// A German or French first screen needs its texts: fetched alongside the screen's code and data.
void loadCatalogue(splitLocale(window.location.pathname).locale);
void start(root);

/**
 * Starts the app in steps, each in a task of its own: on a direct load the server's screen is on
 * display already, and each step costs a phone a few milliseconds the first time (storage opened,
 * code compiled, the page data parsed), which must not add up to a long task. Then the app is
 * mounted (mount-app.tsx).
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
  await mountApp(root, {
    pageData,
    history: createHistoryStore(),
    inline: inline?.pageData ?? null,
    // It means a screen reads the browser as it renders: reported, and said on the console.
    onRecoverableError: (error) => {
      console.error('Hydration mismatch:', error);
      reportError(error);
    },
  });
}
