import type { Messages } from './messages.ts';
import { formatCount } from './format-count.ts';

export const en = {
  languageName: 'English',
  fallback: {
    400: 'Bad Request.',
    401: "You're not authorized to access this page.",
    403: 'This page could not be accessed.',
    404: 'This page could not be found.',
    signIn: 'Sign in',
    home: 'Go to the conference home',
  },
  appError: {
    client: (hostname: string) =>
      `Application error: a client-side exception has occurred while loading ${hostname} (see the browser console for more information).`,
    server: (hostname: string) =>
      `Application error: a server-side exception has occurred while loading ${hostname} (see the server logs for more information).`,
    digest: (digest: string) => `Digest: ${digest}`,
    reportId: (id: string) => `Report ID: ${id}`,
    reload: 'Reload',
  },
  loading: {
    inProgress: 'Loading…',
    couldNotLoad: 'This page could not load.',
    offlineNotCached: "This page isn't available offline yet",
    retry: 'Retry',
    tooManyRedirects: 'This page redirects too many times.',
  },
  chrome: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main',
    home: 'Hallway',
    schedule: 'Schedule',
    speakers: 'Speakers',
    tracks: 'Tracks',
    rooms: 'Rooms',
    agenda: 'Agenda',
    language: 'Language',
    updateAvailable: 'A new version is available',
    updateReload: 'Reload',
    updateLater: 'Later',
  },
  screens: {
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
  },
} satisfies Messages;
