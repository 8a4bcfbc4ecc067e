import { customProperties } from '../../components/custom-properties.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { TimeRange } from '../../components/time-range.tsx';
import { TrackSwatch } from '../../components/track-swatch.tsx';
import { LiveMarker } from '../../components/live-marker.tsx';
import { routeHref } from '../../shared/routes.ts';
import type { GridEventCell as Cell } from './grid-layout.ts';

export interface GridEventCellProps {
  readonly cell: Cell;
  /** Minutes per row of the grid. */
  readonly step: number;
  readonly timeZone: string;
  /** Under way now: marked in words, not by colour alone. */
  readonly live: boolean;
}

/** One event of the grid: a cell over its rows (and free lanes), linking to the event, with its time and track. */
export function GridEventCell({ cell, step, timeZone, live }: GridEventCellProps) {
  const { common, now } = useScreenMessages();
  const { event, rows, lanes } = cell;
  const minutes = rows * step;
  // A short event keeps room under its title for the time and track.
  const style = customProperties({ '--span': rows, '--title-lines': Math.max(2, Math.min(6, Math.floor(minutes / 7.5))) });
  const className = ['day-grid-event', live && 'is-live', event.cancelled && 'is-cancelled'].filter(Boolean).join(' ');
  return (
    <td rowSpan={rows} colSpan={lanes} className={className} ref={style}>
      <div className="day-grid-event-body">
        <p className="day-grid-title">
          {live && <LiveMarker label={now.live} />}
          {event.cancelled && <strong className="cancelled-badge">{common.cancelled}</strong>}
          <Link href={routeHref('event', { id: event.id })}>{event.title}</Link>
        </p>
        <p className="day-grid-time">
          <TimeRange start={event.start} end={event.end} timeZone={timeZone} />
        </p>
        {event.track && (
          <p className="day-grid-track">
            <TrackSwatch color={event.track.color} />
            <span className="visually-hidden">{common.track}: </span>
            {event.track.name}
          </p>
        )}
      </div>
    </td>
  );
}
