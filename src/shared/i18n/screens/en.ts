import type { ScreenMessages } from '../messages.ts';
import { formatCount } from '../format-count.ts';

/** The screens' texts in en; loaded with the screens, not at start-up. */
export const enScreens = {
  common: {
    eventCount: (count: number) => (count === 1 ? '1 event' : `${formatCount(count, 'en')} events`),
    speakerCount: (count: number) => (count === 1 ? '1 speaker' : `${formatCount(count, 'en')} speakers`),
    cancelled: 'Cancelled',
    room: 'Room',
    track: 'Track',
    speakers: 'Speakers',
    noEvents: 'No events.',
    timeZoneNote: (timeZone: string) => `Times are in the conference's time zone (${timeZone}).`,
    dayLabel: (index: number, date: string) => `Day ${index}: ${date}`,
  },
  home: {
    days: 'Days',
    tracks: 'Tracks',
    rooms: 'Rooms',
    offlineHeading: 'Offline',
    offlineProgress: (cached: number, total: number) => `Available offline: ${formatCount(cached, 'en')} of ${formatCount(total, 'en')} pages`,
    offlineWaiting: 'Pages are made ready for offline use once the app has loaded.',
    storageUsed: (amount: string) => `Stored on this device: ${amount}`,
    keepOffline: 'Keep offline',
    keptOffline: "This device keeps Hallway's data.",
  },
  day: {
    otherDays: 'Days',
    filters: 'Filter events',
    trackFilter: 'Track',
    roomFilter: 'Room',
    allTracks: 'All tracks',
    allRooms: 'All rooms',
    shown: (shown: number, total: number) =>
      shown === total ? (total === 1 ? '1 event' : `${formatCount(total, 'en')} events`) : `${formatCount(shown, 'en')} of ${formatCount(total, 'en')} events shown`,
    noMatch: 'No events match these filters.',
    clearFilters: 'Show all events',
  },
  event: {
    when: 'When',
    type: 'Type',
    language: 'Language',
    duration: (minutes: string) => `(${minutes})`,
    abstract: 'Abstract',
    description: 'Description',
    links: 'Links',
    doNotRecord: 'This event will not be recorded.',
    calendarDate: (date: string) => `(${date})`,
  },
  speakers: {
    heading: 'Speakers',
    noSpeakers: 'No speakers yet.',
    otherInitial: 'Other',
  },
  speaker: {
    events: 'Events',
  },
  tracks: {
    heading: 'Tracks',
    noTracks: 'This schedule has no tracks.',
  },
  rooms: {
    heading: 'Rooms',
    noRooms: 'This schedule has no rooms.',
  },
} satisfies ScreenMessages;
