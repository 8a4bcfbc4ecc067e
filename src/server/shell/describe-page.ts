import { APP_DESCRIPTION } from '../../shared/brand.ts';
import { fallbackTitle, pageTitle } from '../../shared/page-title.ts';
import type { DayData, EventData, RoomData, SpeakerData, TextBlock, TrackData } from '../../shared/page-data.ts';
import type { PageResolution } from '../page-data/resolve-page.ts';
import type { ScheduleIndex } from '../page-data/schedule-index.ts';

export interface PageDescription {
  readonly status: 200 | 400 | 401 | 403 | 404;
  readonly title: string;
  readonly description: string;
  readonly noindex: boolean;
}

const HEADINGS: Readonly<Record<string, string>> = {
  speakers: 'Speakers',
  tracks: 'Tracks',
  rooms: 'Rooms',
  agenda: 'My agenda',
  search: 'Search',
  signin: 'Sign in',
  signup: 'Sign up',
  account: 'My account',
  admin: 'Organizers',
  'admin-section': 'Organizers',
  changes: 'What changed',
};

/** The first paragraph as plain text, cut at a word near 160 characters. */
function summary(block: TextBlock | null): string | null {
  const text = block?.paragraphs[0]
    ?.map((inline) => inline.text)
    .join('')
    .trim();
  if (!text) return null;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

function dayHeading(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** Status, title and description of a direct load, from the page's resolution and data. */
export function describePage(index: ScheduleIndex, page: PageResolution): PageDescription {
  const conference = index.conference.title;
  if (page.kind === 'bad-request') return { status: 400, title: fallbackTitle(400), description: APP_DESCRIPTION, noindex: true };
  if (page.kind === 'not-found') return { status: 404, title: fallbackTitle(404), description: APP_DESCRIPTION, noindex: true };
  if (page.kind === 'unauthorized') return { status: 401, title: fallbackTitle(401), description: APP_DESCRIPTION, noindex: true };
  if (page.kind === 'forbidden') return { status: 403, title: fallbackTitle(403), description: APP_DESCRIPTION, noindex: true };
  // Someone's own pages: nothing for a search engine, whoever asks.
  if (page.kind === 'private') {
    return { status: 200, title: pageTitle(HEADINGS[page.route.name] ?? null, conference), description: `${conference}: ${APP_DESCRIPTION}`, noindex: true };
  }
  const ok = (heading: string | null, description: string | null): PageDescription => ({
    status: 200,
    title: pageTitle(heading, conference),
    description: description ?? `${conference}: ${APP_DESCRIPTION}`,
    noindex: false,
  });
  switch (page.route.name) {
    case 'home':
      return ok(null, null);
    case 'day': {
      const { day, events } = page.data as DayData;
      return ok(dayHeading(day.date), `${events.length} events on ${dayHeading(day.date)} at ${conference}.`);
    }
    case 'event': {
      const { event } = page.data as EventData;
      return ok(event.title, summary(event.abstract) ?? summary(event.description));
    }
    case 'speaker': {
      const { speaker, events } = page.data as SpeakerData;
      return ok(speaker.name, summary(speaker.biography) ?? `${speaker.name}: ${events.length} events at ${conference}.`);
    }
    case 'track': {
      const { track, events } = page.data as TrackData;
      return ok(track.name, `The ${track.name} track at ${conference}: ${events.length} events.`);
    }
    case 'room': {
      const { room, events } = page.data as RoomData;
      return ok(room.name, `${events.length} events in ${room.name} at ${conference}.`);
    }
    default:
      return ok(HEADINGS[page.route.name] ?? null, null);
  }
}
