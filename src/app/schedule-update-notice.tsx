import { useEffect, useRef, useState } from 'react';
import { routeHref } from '../shared/routes.ts';
import { usePageDataClient } from '../runtime/page-data/page-data-client-context.ts';
import { useOfflineProgress } from '../runtime/pwa/offline-warm-up.ts';
import { Link } from '../runtime/router/link.tsx';
import { useRouterState } from '../runtime/router/router-state.ts';
import { useScreenMessages } from '../components/use-screen-messages.ts';
import { markVersionSeen } from '../components/changed-events-store.ts';
import type { ChangesData } from '../shared/schedule-changes.ts';
import { catchUpChanges } from './catch-up-changes.ts';

/**
 * When the service worker starts warming a schedule version other than the one on screen (it
 * checks on every focus and visibility change, and every 30 s while the app is open), the
 * in-memory page data is dropped and the screen re-renders with the new data in place, without a
 * reload (§6). Whenever the version shown is not the one this device last caught up with (a
 * publish while open, or since it was last opened), the device catches up (catch-up-changes.ts)
 * and "Schedule updated" links to What changed since the version it last looked at. The notice
 * stays until dismissed or followed: a time limit would take the link away from whoever reads
 * slowly. Loaded after `load`: a version that changed before it came is handled when it mounts.
 */
export default function ScheduleUpdateNotice() {
  const pageData = usePageDataClient();
  const progress = useOfflineProgress();
  const { committed, refresh } = useRouterState();
  const { changes: text } = useScreenMessages();
  const [shown, setShown] = useState(false);
  const [since, setSince] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const caughtUp = useRef<string | null>(null);
  const onScreen = committed?.view.kind === 'screen' ? committed.view.pageData?.version : undefined;
  // A screen without page data (the agenda, search) goes by the version the worker warms.
  const current = onScreen ?? progress?.version;
  // What changed on screen: the person has seen the changes up to the version it shows.
  const changesShown = committed?.view.kind === 'screen' && committed.view.route.name === 'changes' ? (committed.view.pageData?.data as ChangesData | undefined)?.to : undefined;

  useEffect(() => {
    if (changesShown) void markVersionSeen(changesShown);
  }, [changesShown]);

  useEffect(() => {
    const next = progress?.version;
    if (!pageData || !next || !onScreen || next === onScreen || handled.current === next) return;
    handled.current = next;
    pageData.clear();
    void refresh().then(() => setShown(true));
  }, [progress?.version, onScreen, pageData, refresh]);

  useEffect(() => {
    if (!pageData || !current || caughtUp.current === current) return;
    caughtUp.current = current;
    catchUpChanges(current, (url) => pageData.load(url)).then(
      (found) => {
        setSince(found.since);
        if (found.updated) setShown(true);
      },
      () => undefined,
    );
  }, [current, pageData]);

  if (!shown) return null;
  const dismiss = () => setShown(false);
  return (
    <div className="schedule-updated" role="status">
      <p>{text.scheduleUpdated}</p>
      <p className="schedule-updated-actions">
        {since !== null && (
          <Link href={routeHref('changes', { since })} onClick={dismiss}>
            {text.whatChanged}
          </Link>
        )}
        <button type="button" className="secondary" onClick={dismiss}>
          {text.dismiss}
        </button>
      </p>
    </div>
  );
}
