import { outboxNextTry, replaySoon } from '../../runtime/actions/outbox-sync.ts';
import { useNow } from '../../runtime/clock/use-clock.ts';
import { formatWait } from '../../components/format-time.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { useStore } from '../../runtime/store/create-store.ts';

/**
 * Beside "N changes waiting to sync": when the outbox tries again on its own, and "Try now".
 * Outside the status's live region, so the countdown is not read out every second.
 */
export function SyncRetry() {
  const at = useStore(outboxNextTry);
  const time = useNow(1000);
  const { sync } = useScreenMessages();
  const locale = useLocale();
  // Until the clock has been read (the first render), the wait is not shown.
  const seconds = at === null ? 0 : time === null ? null : Math.ceil((at - time) / 1000);
  return (
    <span className="sync-retry">
      <span>{seconds === null ? null : seconds <= 0 ? sync.sending : sync.nextTry(formatWait(seconds, locale))}</span>{' '}
      <button type="button" className="secondary" onClick={replaySoon}>
        {sync.tryNow}
      </button>
    </span>
  );
}
