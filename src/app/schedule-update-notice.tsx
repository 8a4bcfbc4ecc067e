import { useEffect, useRef, useState } from 'react';
import { usePageDataClient } from '../runtime/page-data/page-data-client-context.ts';
import { useOfflineProgress } from '../runtime/pwa/offline-warm-up.ts';
import { useRouterState } from '../runtime/router/router-state.ts';
import { useMessages } from '../runtime/router/use-messages.ts';

/** How long "Schedule updated" stays up. */
const NOTICE_MS = 8000;

/**
 * When the service worker starts warming a schedule version other than the one on screen (it
 * checks on every focus and visibility change), the in-memory page data is dropped and the
 * screen re-renders with the new data in place, without a reload (§6). Loaded after `load`: a
 * version that changed before it came is handled when it mounts.
 */
export default function ScheduleUpdateNotice() {
  const pageData = usePageDataClient();
  const progress = useOfflineProgress();
  const { committed, refresh } = useRouterState();
  const { chrome } = useMessages();
  const [shown, setShown] = useState(false);
  const handled = useRef<string | null>(null);
  const onScreen = committed?.view.kind === 'screen' ? committed.view.pageData?.version : undefined;

  useEffect(() => {
    const next = progress?.version;
    if (!pageData || !next || !onScreen || next === onScreen || handled.current === next) return;
    handled.current = next;
    pageData.clear();
    void refresh().then(() => setShown(true));
  }, [progress?.version, onScreen, pageData, refresh]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return shown ? (
    <div className="schedule-updated" role="status">
      {chrome.scheduleUpdated}
    </div>
  ) : null;
}
