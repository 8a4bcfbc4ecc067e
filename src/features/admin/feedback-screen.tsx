import { useMemo } from 'react';
import { feedbackCsvHref, type AdminFeedbackData } from '../../shared/admin-feedback.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useAccountTitle } from '../../components/use-account-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { TimeZoneNote } from '../../components/time-zone-note.tsx';
import { FeedbackControls } from './feedback-controls.tsx';
import { FeedbackEventCard } from './feedback-event-card.tsx';
import { formatAverage } from './feedback-format.ts';
import { useFeedbackQueryState } from './feedback-query-state.ts';
import { appliedFeedbackQuery, shownFeedback } from './feedback-view.ts';
import './feedback-screen.css';

/**
 * `/admin/feedback` (§3): attendees' ratings and comments per event, sorted by count or average
 * and filtered by day and track (all in the URL query), with a CSV export of what the filters
 * show.
 */
export default function FeedbackScreen() {
  const { data } = usePageData<AdminFeedbackData>();
  const { adminFeedback: text } = useScreenMessages();
  const locale = useLocale();
  useAccountTitle(text.heading);
  const state = useFeedbackQueryState();
  const query = appliedFeedbackQuery(state, data);
  const { sort, day, track } = query;
  const shown = useMemo(() => shownFeedback(data.events, { sort, day, track }), [data.events, sort, day, track]);
  const { totals } = data;

  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      {totals.ratings === 0 ? (
        <p>{text.none}</p>
      ) : (
        <>
          <p className="feedback-summary">{text.summary(totals.ratings, totals.events, totals.comments, totals.average === null ? null : formatAverage(totals.average, locale))}</p>
          <FeedbackControls query={query} days={data.days} tracks={data.tracks} onChange={state.change} />
          <div className="feedback-toolbar">
            <p role="status" className="feedback-count">
              {text.shown(shown.length, data.events.length)}
            </p>
            {/* A file, not a screen: a plain link the router leaves alone; the server names the file. */}
            <a className="feedback-export" href={feedbackCsvHref(query)} download>
              {text.exportCsv}
            </a>
          </div>
          <TimeZoneNote timeZone={data.conference.timeZone} />
          {shown.length === 0 ? (
            <p>
              {text.noMatch}{' '}
              <button type="button" className="feedback-clear" onClick={() => state.change({ day: '', track: '' })}>
                {text.clearFilters}
              </button>
            </p>
          ) : (
            <ol className="feedback-list">
              {shown.map((event) => (
                <li key={event.id}>
                  <FeedbackEventCard event={event} days={data.days} timeZone={data.conference.timeZone} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </>
  );
}
