import { useEffect } from 'react';
import { usePendingChanges } from '../../runtime/actions/pending-changes.ts';
import { useMessages } from '../../runtime/router/use-messages.ts';
import { startSync, SyncRetry } from './sync-stars.ts';

let started = false;

/**
 * "N changes waiting to sync" while the offline outbox holds anything (§7), then when it tries
 * next and "Try now". The layout loads this after `load`, in an idle moment, with the outbox it
 * starts: never competing with the first screen.
 */
export default function SyncStatus() {
  const waiting = usePendingChanges();
  const { chrome } = useMessages();
  useEffect(() => {
    if (started) return;
    started = true;
    void startSync();
  }, []);
  return (
    <>
      <p className="network-indicator sync-status" role="status">
        {waiting > 0 ? chrome.changesWaiting(waiting) : null}
      </p>
      {waiting > 0 ? <SyncRetry /> : null}
    </>
  );
}
