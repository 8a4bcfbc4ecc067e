import './catch-early-errors.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { followSignIns } from './follow-sign-ins.ts';
import { listenForChunkErrors } from '../runtime/pwa/reload-on-chunk-error.ts';
import { createPageDataClient } from '../runtime/page-data/page-data-client.ts';
import { readInlinePageData } from '../runtime/page-data/read-inline-page-data.ts';
import { startOfflineWarmUp } from '../runtime/pwa/offline-warm-up.ts';
import { keepInstallPrompt } from '../runtime/pwa/install-prompt.ts';
import { applyStoredTheme } from '../runtime/theme/theme.ts';
import { reportNetworkResult, watchNetworkStatus } from '../runtime/pwa/network-status.ts';
import { loadCatalogue } from '../shared/i18n/catalogues.ts';
import { splitLocale } from '../shared/locales.ts';
import './app.css';

applyStoredTheme();
keepInstallPrompt();
listenForChunkErrors();
startOfflineWarmUp({ early: () => import('./starred-pages.ts').then((agenda) => agenda.starredEventPages()) });
watchNetworkStatus();
followSignIns();
// A German or French first screen needs its texts: fetched alongside the screen's code and data.
void loadCatalogue(splitLocale(window.location.pathname).locale);

const root = document.getElementById('root');
if (!root) throw new Error('Hallway needs an element with id "root" in index.html');
const pageData = createPageDataClient({ inline: readInlinePageData(document, window.location.pathname), onNetworkResult: reportNetworkResult });
// Rendered as a transition, in slices that yield to the browser, so start-up has no long task.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App pageData={pageData} />
    </StrictMode>,
  ),
);
