import { HallwayRouter } from '../runtime/router/hallway-router.tsx';
import { RouterOutlet } from '../runtime/router/router-outlet.tsx';
import { AppErrorBoundary } from '../runtime/router/app-error-boundary.tsx';
import type { PageDataClient } from '../runtime/page-data/page-data-client.ts';
import type { HistoryStore } from '../runtime/router/history-store.ts';
import type { Committed } from '../runtime/router/navigation-state.ts';
import { Layout } from './layout.tsx';
import { SCREENS } from './screens.ts';
import { resolveRedirectTarget } from './resolve-redirect-target.ts';
import { AfterLoadSlot } from './after-load-slot.tsx';
import { reportError } from '../runtime/telemetry/error-reporting.ts';
import { AsRendered } from '../runtime/render/as-rendered.tsx';

const loadScheduleUpdateNotice = () => import('./schedule-update-notice.tsx');
const loadUpdatePrompt = () => import('./update-prompt-when-waiting.tsx');

export interface AppProps {
  readonly pageData: PageDataClient;
  /** The browser's history by default; a server render gives one that stays at its URL. */
  readonly history?: HistoryStore;
  /** The first screen, when the server rendered it (see render.tsx and main.tsx). */
  readonly initial?: Committed | null;
  /** Called once the app has taken over what the server rendered (or rendered its own). */
  readonly onLive?: () => void;
}

/**
 * The app: the root error boundary, the router over the screens, the layout, and after `load`
 * the service worker with its update prompt, and "Schedule updated". The same tree renders on
 * the server (render.tsx) and hydrates in the browser (main.tsx).
 */
export function App({ pageData, history, initial = null, onLive }: AppProps) {
  return (
    // What the server rendered (initial) is hydrated as it is; the device's clock and zone follow.
    <AsRendered hydrating={initial !== null} onLive={onLive}>
      <AppErrorBoundary report={reportError}>
        <HallwayRouter
          screens={SCREENS}
          pageData={pageData}
          resolveRedirectTarget={resolveRedirectTarget}
          reportError={reportError}
          initial={initial}
          {...(history ? { history } : {})}
        >
          <Layout>
            <RouterOutlet />
          </Layout>
          <AfterLoadSlot load={loadScheduleUpdateNotice} delayMs={0} />
          <AfterLoadSlot load={loadUpdatePrompt} delayMs={0} />
        </HallwayRouter>
      </AppErrorBoundary>
    </AsRendered>
  );
}
