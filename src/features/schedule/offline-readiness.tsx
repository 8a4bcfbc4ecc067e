import { useEffect, useState } from 'react';
import { useOfflineProgress } from '../../runtime/pwa/offline-warm-up.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

function formatBytes(bytes: number, locale: string): string {
  const megabytes = bytes / 1_000_000;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(megabytes);
}

/** How much of Hallway opens offline, what it stores, and a way to ask the browser to keep it (§6, §12). */
export function OfflineReadiness() {
  const progress = useOfflineProgress();
  const { home } = useScreenMessages();
  const locale = useLocale();
  const [usage, setUsage] = useState<number | null>(null);
  const [persisted, setPersisted] = useState(false);
  // What the browser offers is known only in the browser: a server render offers nothing.
  const [canPersist, setCanPersist] = useState(false);

  useEffect(() => {
    const storage = navigator.storage;
    setCanPersist(typeof storage?.persist === 'function');
    if (!storage?.estimate) return;
    void storage.estimate().then((estimate) => setUsage(estimate.usage ?? null));
    void storage.persisted?.().then(setPersisted);
  }, [progress?.cached]);

  return (
    <section className="screen-section offline-readiness" aria-labelledby="offline-heading">
      <h2 id="offline-heading">{home.offlineHeading}</h2>
      <p role="status" aria-live="polite">
        {progress ? home.offlineProgress(progress.cached, progress.total) : home.offlineWaiting}
      </p>
      {/* Always there, so the estimate arriving later shifts nothing. */}
      <p className="storage-used">{usage === null ? '\u00a0' : home.storageUsed(formatBytes(usage, locale))}</p>
      {persisted ? (
        <p>{home.keptOffline}</p>
      ) : (
        canPersist && (
          <button type="button" onClick={() => void navigator.storage.persist().then(setPersisted)}>
            {home.keepOffline}
          </button>
        )
      )}
    </section>
  );
}
