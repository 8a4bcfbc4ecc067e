import type { RoomRef, TrackRef } from '../shared/page-data.ts';
import { Link } from '../runtime/router/link.tsx';
import { TrackSwatch } from './track-swatch.tsx';
import { routeHref } from '../shared/routes.ts';

/** An event's room, named for screen readers, linked when it has a page. */
export function EventRoom({ room, label }: { readonly room: RoomRef; readonly label: string }) {
  return (
    <span className="event-room">
      <span className="visually-hidden">{label}: </span>
      {room.slug ? <Link href={routeHref('room', { slug: room.slug })}>{room.name}</Link> : room.name}
    </span>
  );
}

/** An event's track with its colour, named for screen readers, linked to its page. */
export function EventTrack({ track, label }: { readonly track: TrackRef; readonly label: string }) {
  return (
    <span className="event-track">
      <TrackSwatch color={track.color} />
      <span className="visually-hidden">{label}: </span>
      <Link href={routeHref('track', { slug: track.slug })}>{track.name}</Link>
    </span>
  );
}
