import type { SeededRandom } from './create-seeded-random.ts';
import type { DemoEventType } from './words.ts';

/** One slot in one room: minutes after the conference day's midnight (past 1440 is after midnight). */
export interface DemoSlot {
  readonly room: number;
  readonly start: number;
  readonly duration: number;
  readonly type: DemoEventType;
}

interface RoomProgramme {
  readonly opens: number;
  readonly closes: number;
  /** `[[duration, type, how many back to back], weight]`. */
  readonly sessions: readonly (readonly [readonly [number, DemoEventType, number], number])[];
}

const HOUR = 60;
/** Every conference day runs from 10:00 to 02:00 the next morning. */
export const DAY_OPENS = 10 * HOUR;
export const DAY_CLOSES = 26 * HOUR;
/** Start times and changeovers sit on the 15-minute grid (`timeslot_duration`). */
export const TIMESLOT_MINUTES = 15;

const TALKS = [
  [[30, 'Talk', 1], 5],
  [[45, 'Talk', 1], 4],
  [[60, 'Talk', 1], 1],
  [[60, 'Panel', 1], 1],
] as const;
const TALKS_AND_WORKSHOPS = [...TALKS, [[120, 'Workshop', 1], 1]] as const;
// Lightning talks come in blocks of four, back to back.
const SHORT_TALKS = [
  [[15, 'Lightning Talk', 4], 1],
  [[30, 'Talk', 1], 3],
  [[45, 'Talk', 1], 1],
] as const;
const SHORT_TALKS_AND_PANELS = [...SHORT_TALKS, [[60, 'Panel', 1], 1]] as const;
const WORKSHOPS = [
  [[60, 'Workshop', 1], 3],
  [[120, 'Workshop', 1], 3],
  [[45, 'Talk', 1], 1],
] as const;

/** By index into ROOM_NAMES: the two halls, the harbour stage and the vault run until 02:00; the rest close at midnight or 01:00. */
const PROGRAMMES: readonly RoomProgramme[] = [
  { opens: DAY_OPENS, closes: DAY_CLOSES, sessions: TALKS },
  { opens: DAY_OPENS + 30, closes: DAY_CLOSES, sessions: TALKS },
  { opens: DAY_OPENS + 60, closes: DAY_CLOSES, sessions: SHORT_TALKS },
  { opens: DAY_OPENS + HOUR, closes: DAY_CLOSES, sessions: TALKS_AND_WORKSHOPS },
  { opens: DAY_OPENS, closes: 24 * HOUR, sessions: WORKSHOPS },
  { opens: DAY_OPENS, closes: 25 * HOUR, sessions: WORKSHOPS },
  { opens: DAY_OPENS, closes: 24 * HOUR, sessions: SHORT_TALKS_AND_PANELS },
  { opens: DAY_OPENS + 60, closes: 25 * HOUR, sessions: SHORT_TALKS_AND_PANELS },
];

const CHANGEOVERS = [
  [0, 4],
  [15, 5],
  [30, 1],
] as const;

/** The day's slots, room by room in start order; no two slots in a room overlap. */
export function planDemoDay(random: SeededRandom): DemoSlot[] {
  return PROGRAMMES.flatMap((programme, room) => planRoom(random, room, programme));
}

function planRoom(random: SeededRandom, room: number, programme: RoomProgramme): DemoSlot[] {
  const slots: DemoSlot[] = [];
  let start = programme.opens;
  // The main hall opens each day with a keynote; the workshop loft holds one long session.
  if (room === 0) {
    slots.push({ room, start, duration: 60, type: 'Keynote' });
    start += 60 + TIMESLOT_MINUTES;
  }
  if (room === 4) {
    const duration = random.pick([180, 240]);
    slots.push({ room, start, duration, type: 'Workshop' });
    start += duration + 30;
  }
  for (;;) {
    const fitting = programme.sessions.filter(([[duration, , run]]) => start + duration * run <= programme.closes);
    if (fitting.length === 0) return slots;
    const [duration, type, run] = random.weighted(fitting);
    for (let i = 0; i < run; i++, start += duration) slots.push({ room, start, duration, type });
    start += random.weighted(CHANGEOVERS);
  }
}
