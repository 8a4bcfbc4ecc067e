import type { AdminFeedbackData, EventFeedback } from '../../shared/admin-feedback.ts';
import { routeHref } from '../../shared/routes.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { formatDay, formatTime, zonedDate } from '../../components/format-time.ts';
import { useDisplayZone } from '../../components/use-display-zone.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { FeedbackDistribution } from './feedback-distribution.tsx';
import { formatAverage } from './feedback-format.ts';

export interface FeedbackEventCardProps {
  readonly event: EventFeedback;
  readonly days: AdminFeedbackData['days'];
  readonly timeZone: string;
}

/**
 * One event's feedback: where and when it was, its count and average, the five bars, and the
 * comments behind a disclosure so a long list stays scannable on a phone. Every text from the
 * schedule or from attendees is React text, never markup.
 */
export function FeedbackEventCard({ event, days, timeZone: conferenceZone }: FeedbackEventCardProps) {
  const { adminFeedback: text, common } = useScreenMessages();
  const locale = useLocale();
  const { timeZone, labelled } = useDisplayZone(conferenceZone);
  const day = days.find((candidate) => candidate.date === event.day);
  const place = [
    day ? common.dayLabel(day.index, formatDay(day.date, locale, 'short')) : null,
    event.start ? formatTime(event.start, timeZone, locale, labelled) : null,
    event.room?.name ?? null,
    event.track?.name ?? null,
  ].filter((part) => part !== null);
  const givenAt = (at: string) => `${formatDay(zonedDate(at, timeZone), locale, 'short')}, ${formatTime(at, timeZone, locale, labelled)}`;

  return (
    <article className="feedback-card">
      <h2>{event.inSchedule ? <Link href={routeHref('event', { id: event.id })}>{event.title}</Link> : event.title}</h2>
      {event.inSchedule ? <p className="feedback-place">{place.join(' · ')}</p> : <p className="feedback-gone">{text.notInSchedule}</p>}
      <p className="feedback-score">
        <strong>{text.average(formatAverage(event.average, locale))}</strong> · {text.ratings(event.count)}
      </p>
      <FeedbackDistribution distribution={event.distribution} count={event.count} />
      {event.comments.length > 0 && (
        <details className="feedback-comments">
          <summary>{text.comments(event.comments.length)}</summary>
          <ul>
            {event.comments.map((comment, i) => (
              <li key={`${comment.at}-${i}`}>
                <p className="feedback-comment">{comment.comment}</p>
                <p className="feedback-given">
                  {text.rated(comment.rating)} · <time dateTime={comment.at}>{givenAt(comment.at)}</time>
                </p>
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}
