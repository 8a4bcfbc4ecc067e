import type { ServiceWorkerUpdate } from '../runtime/pwa/use-service-worker-update.ts';
import { useMessages } from '../runtime/router/use-messages.ts';

/** The small "A new version is available" prompt of §6; nothing happens until the user chooses. */
export function UpdatePrompt({ update }: { update: ServiceWorkerUpdate }) {
  const messages = useMessages();
  if (!update.needRefresh) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <p>{messages.chrome.updateAvailable}</p>
      <button type="button" onClick={update.reload}>
        {messages.chrome.updateReload}
      </button>
      <button type="button" className="secondary" onClick={update.dismiss}>
        {messages.chrome.updateLater}
      </button>
    </div>
  );
}
