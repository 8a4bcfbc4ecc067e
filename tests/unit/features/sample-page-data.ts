import type { ConferenceInfo, EventDetail, EventSummary, PersonRef, RoomRef, TrackRef } from '../../../src/shared/page-data.ts';

/** A small conference in Brussels (UTC+1 in February), so wall times differ from UTC. */
export const CONFERENCE: ConferenceInfo = {
  title: 'Sample Conf',
  acronym: 'sample',
  start: '2026-02-01',
  end: '2026-02-02',
  timeZone: 'Europe/Brussels',
};

export const DAYS = [
  { date: '2026-02-01', index: 1, start: '2026-02-01T09:00:00+01:00', end: '2026-02-02T03:00:00+01:00' },
  { date: '2026-02-02', index: 2, start: '2026-02-02T09:00:00+01:00', end: '2026-02-02T18:00:00+01:00' },
] as const;

export const MAIN_HALL: RoomRef = { slug: 'main-hall', name: 'Main Hall' };
export const ROOM_B: RoomRef = { slug: 'room-b', name: 'Room B' };
export const WEB: TrackRef = { slug: 'web', name: 'Web', color: '#225588' };
export const SECURITY: TrackRef = { slug: 'security', name: 'Security', color: '#b91c1c' };
export const ADA: PersonRef = { id: 'p1', name: 'Ada Example' };
export const BO: PersonRef = { id: 'p/2', name: 'Bo Sample' };

export function summary(overrides: Partial<EventSummary> & Pick<EventSummary, 'id' | 'title' | 'start' | 'end'>): EventSummary {
  return {
    subtitle: null,
    day: '2026-02-01',
    room: MAIN_HALL,
    track: null,
    type: 'talk',
    language: 'en',
    persons: [],
    cancelled: false,
    ...overrides,
  };
}

/** Day one: two events at 9:30 (Web and Security), one at 11:00, one cancelled past midnight. */
export const DAY_ONE_EVENTS: readonly EventSummary[] = [
  summary({ id: '13', title: 'Hardening browsers', start: '2026-02-01T08:30:00Z', end: '2026-02-01T09:00:00Z', room: ROOM_B, track: SECURITY, persons: [BO] }),
  summary({ id: '12', title: 'Opening <script>alert(1)</script>', start: '2026-02-01T09:30:00+01:00', end: '2026-02-01T10:00:00+01:00', track: WEB, persons: [ADA, BO] }),
  summary({ id: '40', title: 'After midnight', start: '2026-02-02T01:00:00+01:00', end: '2026-02-02T01:30:00+01:00', cancelled: true }),
  summary({ id: '12-2', title: 'The duplicate id', start: '2026-02-01T11:00:00+01:00', end: '2026-02-01T11:30:00+01:00', room: ROOM_B, track: WEB, persons: [ADA] }),
];

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    ...summary({ id: '12', title: 'Opening', start: '2026-02-01T09:30:00+01:00', end: '2026-02-01T10:00:00+01:00', track: WEB, persons: [ADA, BO] }),
    guid: 'a1',
    duration: 30,
    abstract: null,
    description: null,
    links: [],
    doNotRecord: false,
    ...overrides,
  };
}
