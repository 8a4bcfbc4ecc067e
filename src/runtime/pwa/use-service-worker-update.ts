import { useEffect, useState } from 'react';
import { registerServiceWorker } from './register-service-worker.ts';

export interface ServiceWorkerUpdate {
  /** A new version is installed and waiting. */
  readonly needRefresh: boolean;
  /** Activates the waiting version and reloads. */
  readonly reload: () => void;
  /** Hides the prompt; the new version activates when every tab has closed. */
  readonly dismiss: () => void;
}

/** Registers the service worker once and reports when a new version waits (§6 "Updates"). */
export function useServiceWorkerUpdate(): ServiceWorkerUpdate {
  const [activate, setActivate] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (import.meta.env.DEV) return;
    registerServiceWorker({ onNeedRefresh: (activateWaiting) => setActivate(() => activateWaiting) });
  }, []);
  return {
    needRefresh: activate !== null,
    reload: () => activate?.(),
    dismiss: () => setActivate(null),
  };
}
