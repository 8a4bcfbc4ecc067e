import { createDemoSpeakers } from './create-demo-speakers.ts';
import { createDemoWriter, type DemoTextContext, type DemoWriter } from './create-demo-writer.ts';
import { createSeededRandom, type SeededRandom } from './create-seeded-random.ts';
import { demoUuid } from './demo-uuid.ts';
import type { FrabDay, FrabEvent, FrabJsonSchedule, FrabLink } from './frab-json.ts';
import { DAY_CLOSES, DAY_OPENS, type DemoSlot, planDemoDay, TIMESLOT_MINUTES } from './plan-demo-day.ts';
import { slugify } from '../slugify.ts';
import { type DemoEventType, LANGUAGES, LINK_TITLES, ROOM_NAMES, TRACKS } from './words.ts';

const SEED = 0x4a11_3a7;
const ACRONYM = 'hallway-demo';
const BASE_URL = 'https://demo.example.org/hallway-demo/';
const FIRST_DAY = '2026-06-12';
const DAYS_COUNT = 3;
/** Berlin is on summer time (CEST, +02:00) for the whole of June; the demo never leaves June. */
const UTC_OFFSET = '+02:00';
const FIRST_EVENT_ID = 4101;

const SPEAKERS_BY_TYPE: Record<DemoEventType, readonly (readonly [number, number])[]> = {
  Keynote: [[1, 1]],
  Talk: [
    [1, 16],
    [2, 3],
    [3, 1],
  ],
  'Lightning Talk': [[1, 1]],
  Workshop: [
    [1, 3],
    [2, 2],
  ],
  Panel: [
    [3, 2],
    [4, 1],
  ],
};

/**
 * The demo conference Hallway serves when no schedule is configured (DESIGN §10): three days,
 * eight rooms, twelve tracks and over four hundred events, the same byte for byte on every run.
 */
export function generateDemoSchedule(): FrabJsonSchedule {
  const random = createSeededRandom(SEED);
  const writer = createDemoWriter(random);
  const speakers = createDemoSpeakers(random, writer);
  const usedTitles = new Set<string>();
  let nextId = FIRST_EVENT_ID;

  function createEvent(slot: DemoSlot, dayIndex: number, date: string): FrabEvent {
    const id = nextId;
    nextId += random.int(1, 3);
    const room = ROOM_NAMES[slot.room] ?? '';
    const track = random.pick(TRACKS);
    const topic = random.pick(track.topics);
    const type = slot.type.toLowerCase();
    const title = uniqueTitle(writer, usedTitles, { track, topic, type });
    const slug = `${ACRONYM}-${id}-${slugify(title)}`;
    const context = { track, topic, type, slug };
    const since = dayIndex * 24 * 60 + slot.start;
    const persons = speakers.cast(random.weighted(SPEAKERS_BY_TYPE[slot.type]), since, since + slot.duration);
    const cancelled = slot.type !== 'Keynote' && random.chance(0.03);
    return {
      guid: demoUuid(`event:${id}`),
      id,
      date: instant(date, slot.start),
      start: clock(slot.start),
      duration: clock(slot.duration),
      room,
      slug,
      title: cancelled ? `CANCELLED: ${title}` : title,
      subtitle: random.chance(0.45) ? writer.subtitle(context) : null,
      language: random.weighted([
        [LANGUAGES[0], 15],
        [LANGUAGES[1], 4],
        [LANGUAGES[2], 1],
      ]),
      // A few events in real schedules have no track; importers must cope with null.
      track: random.chance(0.02) ? null : track.name,
      type: slot.type,
      abstract: writer.abstract(context),
      description: writer.description(context, random.chance(0.08)),
      persons,
      links: random.chance(0.25) ? createLinks(random, slug) : [],
      url: `${BASE_URL}events/${id}.html`,
      do_not_record: random.chance(slot.type === 'Workshop' ? 0.12 : 0.02),
    };
  }

  const days: FrabDay[] = Array.from({ length: DAYS_COUNT }, (_, dayIndex) => {
    const date = addDays(FIRST_DAY, dayIndex);
    const slots = planDemoDay(random);
    const rooms = Object.fromEntries(ROOM_NAMES.map((name, room) => [name, slots.filter((slot) => slot.room === room).map((slot) => createEvent(slot, dayIndex, date))]));
    return { index: dayIndex + 1, date, day_start: instant(date, DAY_OPENS), day_end: instant(date, DAY_CLOSES), rooms };
  });

  return {
    $schema: 'https://c3voc.de/schedule/schema.json',
    schedule: {
      version: '1.0',
      base_url: BASE_URL,
      conference: {
        acronym: ACRONYM,
        title: 'Hallway Demo Conference',
        start: FIRST_DAY,
        end: addDays(FIRST_DAY, DAYS_COUNT - 1),
        daysCount: DAYS_COUNT,
        timeslot_duration: clock(TIMESLOT_MINUTES),
        time_zone_name: 'Europe/Berlin',
        rooms: ROOM_NAMES.map((name) => ({ name, slug: slugify(name), guid: demoUuid(`room:${slugify(name)}`) })),
        tracks: TRACKS.map(({ name, color }) => ({ name, slug: slugify(name), color })),
        days,
      },
    },
  };
}

/** Titles are unique, as in a real schedule: try other wordings of the same topic, then number the parts. */
function uniqueTitle(writer: DemoWriter, used: Set<string>, context: DemoTextContext): string {
  let title = writer.title(context);
  for (let attempt = 0; used.has(title) && attempt < 20; attempt++) title = writer.title(context);
  const first = title;
  for (let part = 2; used.has(title); part++) title = `${first} (part ${part})`;
  used.add(title);
  return title;
}

function createLinks(random: SeededRandom, slug: string): FrabLink[] {
  return random
    .shuffle(LINK_TITLES)
    .slice(0, random.int(1, 2))
    .map((title) => ({ url: `https://example.org/hallway-demo/${slug}/${slugify(title)}`, title }));
}

/** Minutes as `HH:MM`, wrapping past midnight (1470 → `00:30`). */
function clock(minutes: number): string {
  const wrapped = minutes % (24 * 60);
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

function instant(date: string, minutes: number): string {
  return `${addDays(date, Math.floor(minutes / (24 * 60)))}T${clock(minutes)}:00${UTC_OFFSET}`;
}

/** Calendar arithmetic on ISO dates; `Date.UTC` reads no clock. */
function addDays(isoDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
