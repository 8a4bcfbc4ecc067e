import { useEffect } from 'react';
import { usePendingChanges } from '../runtime/actions/pending-changes.ts';
import { useMessages } from '../runtime/router/use-messages.ts';

/** The outbox loads this long after `load`, in an idle moment: never competing with the first screen. */
export const SYNC_START_DELAY_MS = 1000;

let scheduled = false;

function startSyncAfterLoad(): void {
  if (scheduled) return;
  scheduled = true;
  const start = () =>
    void import('./sync-stars.ts')
      .then(({ startSync }) => startSync())
      .catch(() => undefined);
  const later = () => setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : start()), SYNC_START_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * "N changes waiting to sync" while the offline outbox holds anything (§7). Only this and a
 * counter are in the initial bundle; the outbox itself loads after `load` and reports its size.
 */
export function SyncStatus() {
  const waiting = usePendingChanges();
  const { chrome } = useMessages();
  useEffect(startSyncAfterLoad, []);
  return (
    <p className="network-indicator sync-status" role="status">
      {waiting > 0 ? chrome.changesWaiting(waiting) : null}
    </p>
  );
}
