import { HallwayRouter } from '../runtime/router/hallway-router.tsx';
import { RouterOutlet } from '../runtime/router/router-outlet.tsx';
import { AppErrorBoundary } from '../runtime/router/app-error-boundary.tsx';
import type { PageDataClient } from '../runtime/page-data/page-data-client.ts';
import { Layout } from './layout.tsx';
import { SCREENS } from './screens.ts';
import { resolveRedirectTarget } from './resolve-redirect-target.ts';
import { AfterLoadSlot } from './after-load-slot.tsx';
import { reportError } from '../runtime/telemetry/error-reporting.ts';

const loadScheduleUpdateNotice = () => import('./schedule-update-notice.tsx');
const loadUpdatePrompt = () => import('./update-prompt-when-waiting.tsx');

/**
 * The app: the root error boundary, the router over the screens, the layout, and after `load`
 * the service worker with its update prompt, and "Schedule updated".
 */
export function App({ pageData }: { pageData: PageDataClient }) {
  return (
    <AppErrorBoundary report={reportError}>
      <HallwayRouter screens={SCREENS} pageData={pageData} resolveRedirectTarget={resolveRedirectTarget} reportError={reportError}>
        <Layout>
          <RouterOutlet />
        </Layout>
        <AfterLoadSlot load={loadScheduleUpdateNotice} delayMs={0} />
        <AfterLoadSlot load={loadUpdatePrompt} delayMs={0} />
      </HallwayRouter>
    </AppErrorBoundary>
  );
}
