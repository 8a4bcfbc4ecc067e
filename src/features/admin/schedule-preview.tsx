import { forwardRef, Fragment } from 'react';
import type { ScheduleCheckAccepted, SchedulePublishResult } from '../../shared/admin-schedule.ts';
import { CHANGE_KINDS, type ChangeKind, type EventChange } from '../../shared/schedule-changes.ts';
import { formatCount } from '../../shared/i18n/format-count.ts';
import { useAction } from '../../runtime/actions/use-action.ts';
import { useLocale, useMessages } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { TimeRange } from '../../components/time-range.tsx';
import { formatDay } from '../../components/format-time.ts';
import { scheduleErrorText } from './schedule-error-text.ts';

export interface SchedulePreviewProps {
  readonly checked: ScheduleCheckAccepted;
  readonly onPublished: (result: SchedulePublishResult) => void;
}

/** Lists longer than this start folded, so the counts and the Publish button stay in reach on a phone. */
const OPEN_LIST_UP_TO = 10;

function Place({ place, timeZone }: { readonly place: NonNullable<EventChange['after']>; readonly timeZone: string }) {
  const locale = useLocale();
  return (
    <span className="schedule-place">
      {formatDay(place.day, locale, 'short')}, <TimeRange start={place.start} end={place.end} timeZone={timeZone} />, {place.room}
    </span>
  );
}

function ChangeLine({ change, timeZone }: { readonly change: EventChange; readonly timeZone: string }) {
  const { adminSchedule: text, changes } = useScreenMessages();
  const { before, after } = change;
  const place = after ?? before;
  return (
    <li className="schedule-change">
      <span className="schedule-change-title">{change.title}</span>{' '}
      <span className="schedule-change-id">
        ({change.id}
        {change.previousId !== null && `, ${text.wasId(change.previousId)}`})
      </span>
      <br />
      {change.kind === 'moved' && before && after ? (
        <>
          <del>
            <Place place={before} timeZone={timeZone} />
          </del>{' '}
          → <Place place={after} timeZone={timeZone} />
        </>
      ) : (
        place && <Place place={place} timeZone={timeZone} />
      )}
      {change.fields.length > 0 && <span className="schedule-change-fields"> · {change.fields.map((field) => changes.fields[field]).join(', ')}</span>}
    </li>
  );
}

/**
 * The preview of a checked file: how much it holds, its warnings, what it changes from the
 * version being served (counts, then each kind's events), and Publish.
 */
export const SchedulePreview = forwardRef<HTMLHeadingElement, SchedulePreviewProps>(function SchedulePreview({ checked, onPublished }, heading) {
  const { adminSchedule: text, forms } = useScreenMessages();
  const { appError } = useMessages();
  const locale = useLocale();
  const { run, pending, error } = useAction('schedule-publish');
  const { changes } = checked;
  const byKind = (kind: ChangeKind) => changes.changes.filter((change) => change.kind === kind);

  const publish = async () => {
    const result = await run({ candidate: checked.candidate });
    if (result) onPublished(result.data as SchedulePublishResult);
  };

  return (
    <section className="screen-section schedule-preview" aria-labelledby="schedule-preview-heading">
      <h2 id="schedule-preview-heading" ref={heading} tabIndex={-1}>
        {text.previewHeading}
      </h2>
      <p>{text.summary(checked.source, checked.summary)}</p>
      {checked.sameAsServed && <p className="form-note">{text.sameAsServed}</p>}
      {checked.warnings.length > 0 && (
        <details className="schedule-warnings">
          <summary>{text.warnings(checked.warnings.length)}</summary>
          <ul>
            {checked.warnings.map((warning, index) => (
              <li key={index}>
                <code>{warning.where}</code> — {warning.message}
              </li>
            ))}
          </ul>
        </details>
      )}
      <h3>{text.changeCounts}</h3>
      <dl className="fact-list schedule-counts">
        {[...CHANGE_KINDS, 'unchanged' as const].map((kind) => (
          <Fragment key={kind}>
            <dt>{text.kinds[kind]}</dt>
            <dd className="count">{formatCount(changes.counts[kind], locale)}</dd>
          </Fragment>
        ))}
      </dl>
      {CHANGE_KINDS.map((kind) => {
        const list = byKind(kind);
        if (list.length === 0) return null;
        return (
          <details key={kind} className="schedule-change-list" open={list.length <= OPEN_LIST_UP_TO}>
            <summary>
              {text.kinds[kind]} ({formatCount(list.length, locale)})
            </summary>
            <ul>
              {list.map((change) => (
                <ChangeLine key={`${change.kind} ${change.id}`} change={change} timeZone={checked.timeZone} />
              ))}
            </ul>
          </details>
        );
      })}
      {error && (
        <p className="form-error" role="alert">
          {scheduleErrorText(error, text, forms, appError)}
        </p>
      )}
      <button type="button" className="schedule-publish" disabled={pending} aria-busy={pending} onClick={() => void publish()}>
        {pending ? text.publishing : text.publish}
      </button>
    </section>
  );
});
