import { useOnline } from '../runtime/pwa/network-status.ts';
import { useOfflineProgress } from '../runtime/pwa/offline-warm-up.ts';
import { useMessages } from '../runtime/router/use-messages.ts';

/** The compact indicator in the header: offline, or how far the warm-up has come (§6, §12). */
export function NetworkIndicator() {
  const online = useOnline();
  const progress = useOfflineProgress();
  const { chrome } = useMessages();
  const warming = progress !== null && progress.cached < progress.total;
  return (
    <p className="network-indicator" role="status" aria-live="polite">
      {!online ? <span className="offline-badge">{chrome.offline}</span> : warming ? chrome.savingOffline(progress.cached, progress.total) : null}
    </p>
  );
}
