import { useEffect, useRef, useState } from 'react';
import type { ScheduleVersionEntry } from '../../shared/admin-schedule.ts';
import { useAction } from '../../runtime/actions/use-action.ts';
import { useLocale, useMessages } from '../../runtime/router/use-messages.ts';
import type { DisplayZone } from '../../components/use-display-zone.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { scheduleErrorText } from './schedule-error-text.ts';
import { formatWhen, publishedByText } from './schedule-when.ts';

export interface ScheduleVersionsProps {
  readonly versions: readonly ScheduleVersionEntry[];
  readonly zone: DisplayZone;
}

/**
 * The stored versions, most recently made current first: when, by whom, from where, how much.
 * Each one not being served can be rolled back to, after a second, confirming press.
 */
export function ScheduleVersions({ versions, zone }: ScheduleVersionsProps) {
  const { adminSchedule: text, forms } = useScreenMessages();
  const { appError } = useMessages();
  const locale = useLocale();
  const { run, pending, error, reset } = useAction('schedule-rollback');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [rolledBack, setRolledBack] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  // The confirming button replaces the one pressed: focus follows, so a keyboard can confirm at once.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const rollBack = async (entry: ScheduleVersionEntry) => {
    setRolledBack(null);
    if (await run({ version: entry.version })) {
      setConfirming(null);
      setRolledBack(formatWhen(entry.publishedAt, zone, locale));
    }
  };

  return (
    <section className="screen-section" aria-labelledby="schedule-versions-heading">
      <h2 id="schedule-versions-heading">{text.versionsHeading}</h2>
      <p role="status">{rolledBack && text.rolledBack(rolledBack)}</p>
      {error && (
        <p className="form-error" role="alert">
          {scheduleErrorText(error, text, forms, appError)}
        </p>
      )}
      <ol className="schedule-versions">
        {versions.map((entry) => {
          const when = formatWhen(entry.publishedAt, zone, locale);
          return (
            <li key={entry.version} className="schedule-version" aria-current={entry.current ? 'true' : undefined}>
              <p className="schedule-version-when">
                <strong>{text.publishedWhenBy(when, publishedByText(entry.publishedBy, text))}</strong>
                {entry.current && <span className="schedule-version-current"> · {text.current}</span>}
              </p>
              <p className="schedule-version-facts">
                {text.counts(entry.events, entry.days, entry.rooms)}
                {entry.warnings > 0 && ` · ${text.warnings(entry.warnings)}`}
                <br />
                <span className="schedule-version-source">{entry.source}</span> · <code>{entry.version}</code>
              </p>
              {!entry.current &&
                (confirming === entry.version ? (
                  <div className="schedule-version-actions">
                    <button ref={confirmButton} type="button" disabled={pending} aria-busy={pending} onClick={() => void rollBack(entry)}>
                      {pending ? text.rollingBack : text.confirmRollBack(when)}
                    </button>
                    <button type="button" className="secondary" disabled={pending} onClick={() => setConfirming(null)}>
                      {text.cancel}
                    </button>
                  </div>
                ) : (
                  <div className="schedule-version-actions">
                    <button
                      type="button"
                      className="secondary"
                      disabled={pending}
                      onClick={() => {
                        reset();
                        setConfirming(entry.version);
                      }}
                    >
                      {text.rollBack}
                    </button>
                  </div>
                ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
