import type { ServiceWorkerUpdate } from '../runtime/pwa/use-service-worker-update.ts';

/** The small "A new version is available" prompt of §6; nothing happens until the user chooses. */
export function UpdatePrompt({ update }: { update: ServiceWorkerUpdate }) {
  if (!update.needRefresh) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <p>A new version is available</p>
      <button type="button" onClick={update.reload}>
        Reload
      </button>
      <button type="button" className="secondary" onClick={update.dismiss}>
        Later
      </button>
    </div>
  );
}
