import { useImperativeHandle, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import type { DayRef, EventSummary } from '../../shared/page-data.ts';
import { contains, isRunning } from '../../shared/event-timing.ts';
import { useMinute } from '../../runtime/clock/use-clock.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { useDisplayZone } from '../../components/use-display-zone.ts';
import { customProperties, setCustomProperties } from '../../components/custom-properties.ts';
import { routeHref } from '../../shared/routes.ts';
import { axisContains, minutesFromOrigin, rowAt, type GridAxis } from './grid-axis.ts';
import { GridEventCell } from './grid-event-cell.tsx';
import { layoutDayGrid } from './grid-layout.ts';
import { gridRowLabels } from './grid-row-labels.ts';
import { useGridScrollMemory } from './grid-scroll-memory.ts';
import type { DayViewHandle } from './day-view-handle.ts';
import './day-grid.css';

export interface DayGridProps {
  /** The events to show; the axis may be the whole day's, so filtering does not move the rows. */
  readonly events: readonly EventSummary[];
  readonly axis: GridAxis;
  /** The conference day: the time line shows only while it is under way. */
  readonly day: Pick<DayRef, 'start' | 'end'>;
  readonly timeZone: string;
  readonly ref?: Ref<DayViewHandle>;
}

/** Scrolls the grid (and the page to the grid) so a row shows just under the room headers, and focuses its time. */
function showRow(scroller: HTMLElement, row: number): void {
  const rowElement = scroller.querySelector<HTMLTableRowElement>(`tbody tr:nth-child(${row + 1})`);
  const head = scroller.querySelector('thead');
  if (!rowElement || !head) return;
  scroller.scrollIntoView({ block: 'nearest' });
  // One row of what came just before stays in sight above it.
  scroller.scrollTop = rowElement.offsetTop - head.offsetHeight - rowElement.offsetHeight;
  rowElement.querySelector<HTMLElement>('th')?.focus({ preventScroll: true });
}

/**
 * A day as a table of rooms × time: a column per room (with lanes where its events overlap),
 * a row per step of the axis, each event one cell over its rows. The room headers and the time
 * column stay in sight as the grid scrolls inside its box; a line marks the current time.
 */
export function DayGrid({ events, axis, day, timeZone, ref }: DayGridProps) {
  const locale = useLocale();
  const minute = useMinute();
  const { day: text } = useScreenMessages();
  const layout = useMemo(() => layoutDayGrid(events, axis, locale), [events, axis, locale]);
  const zone = useDisplayZone(timeZone);
  const labels = useMemo(() => gridRowLabels(axis, zone.timeZone, locale), [axis, zone.timeZone, locale]);
  const scroller = useRef<HTMLDivElement>(null);
  useGridScrollMemory(scroller);
  useImperativeHandle(ref, () => ({ jumpTo: (at) => scroller.current && showRow(scroller.current, rowAt(axis, at)) }), [axis]);

  const nowRow = minute !== null && contains(day, minute) && axisContains(axis, minute) ? rowAt(axis, minute) : null;
  const lanes = layout.columns.reduce((sum, column) => sum + column.lanes, 0);
  useLayoutEffect(() => {
    if (scroller.current) setCustomProperties(scroller.current, { '--grid-step': axis.step, '--grid-lanes': lanes });
  }, [axis.step, lanes]);

  return (
    <div ref={scroller} className="day-grid-scroll" role="region" aria-label={text.gridCaption} tabIndex={0}>
      <div className="day-grid-canvas">
        <table className="day-grid">
          <caption className="visually-hidden">{text.gridCaption}</caption>
          <colgroup>
            <col className="day-grid-time-col" />
            {layout.columns.map((column) => (
              <col key={column.key} span={column.lanes} className="day-grid-lane-col" />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{text.timeColumn}</th>
              {layout.columns.map(({ key, room, lanes: span }) => (
                <th key={key} scope="col" colSpan={span}>
                  {room.slug ? <Link href={routeHref('room', { slug: room.slug })}>{room.name}</Link> : room.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {layout.rows.map((cells, row) => (
              <tr key={row} className={labels[row]?.onTheHour ? 'on-the-hour' : undefined}>
                <th scope="row" tabIndex={-1}>
                  <time dateTime={labels[row]?.dateTime}>{labels[row]?.text}</time>
                  {row === nowRow && <span className="visually-hidden"> ({text.nowRow})</span>}
                </th>
                {cells.map(({ column, cell }) =>
                  cell.kind === 'event' ? (
                    <GridEventCell key={cell.event.id} cell={cell} step={axis.step} timeZone={timeZone} live={minute !== null && isRunning(cell.event, minute)} />
                  ) : (
                    <td key={`${column.key} ${cell.lane}`} className="day-grid-empty" />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {minute !== null && nowRow !== null && <div className="day-grid-now" aria-hidden="true" ref={customProperties({ '--now-minutes': minutesFromOrigin(axis, minute) })} />}
      </div>
    </div>
  );
}
