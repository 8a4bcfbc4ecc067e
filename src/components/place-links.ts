import type { PersonRef, RoomRef, TrackRef } from '../shared/page-data.ts';
import type { LinkListItem } from './link-list.tsx';
import { routeHref } from '../shared/routes.ts';

type Counted<T> = T & { readonly eventCount: number };

/** Tracks as LinkList items: name, colour swatch and event count. */
export function trackLinks(tracks: readonly Counted<TrackRef>[], eventCount: (count: number) => string): LinkListItem[] {
  return tracks.map((track) => ({
    href: routeHref('track', { slug: track.slug }),
    label: track.name,
    detail: eventCount(track.eventCount),
    trackColor: track.color,
  }));
}

/** Rooms as LinkList items: name and event count. */
export function roomLinks(rooms: readonly Counted<RoomRef>[], eventCount: (count: number) => string): LinkListItem[] {
  return rooms.map((room) => ({ href: routeHref('room', { slug: room.slug }), label: room.name, detail: eventCount(room.eventCount) }));
}

/** Speakers as LinkList items: name and event count. */
export function speakerLinks(speakers: readonly Counted<PersonRef>[], eventCount: (count: number) => string): LinkListItem[] {
  return speakers.map((speaker) => ({ href: routeHref('speaker', { id: speaker.id }), label: speaker.name, detail: eventCount(speaker.eventCount) }));
}
