import { useEffect, useState, type ComponentType } from 'react';
import { usePendingChanges } from '../../runtime/actions/pending-changes.ts';
import { useMessages } from '../../runtime/router/use-messages.ts';
import { afterLoadWhenIdle } from '../../runtime/pwa/after-load.ts';

/** The outbox loads this long after `load`, in an idle moment: never competing with the first screen. */
export const SYNC_START_DELAY_MS = 1000;

let started: Promise<ComponentType> | null = null;

/** Loads and starts the outbox once, after `load`; resolves with the "next try / Try now" piece. */
function startSyncAfterLoad(): Promise<ComponentType> {
  return (started ??= new Promise((resolve) =>
    afterLoadWhenIdle(() => void import('./sync-stars.ts').then(({ startSync, SyncRetry }) => (resolve(SyncRetry), startSync())).catch(() => undefined), {
      delayMs: SYNC_START_DELAY_MS,
      timeoutMs: 2000,
    }),
  ));
}

/**
 * "N changes waiting to sync" while the offline outbox holds anything (§7), then when it tries
 * next and "Try now". Only this and a counter are in the initial bundle; the outbox and the retry
 * piece load after `load`.
 */
export function SyncStatus() {
  const waiting = usePendingChanges();
  const { chrome } = useMessages();
  const [Retry, setRetry] = useState<ComponentType | null>(null);
  useEffect(() => void startSyncAfterLoad().then((component) => setRetry(() => component)), []);
  return (
    <>
      <p className="network-indicator sync-status" role="status">
        {waiting > 0 ? chrome.changesWaiting(waiting) : null}
      </p>
      {waiting > 0 && Retry ? <Retry /> : null}
    </>
  );
}
