import type { ScreenMessages } from '../messages.ts';
import { formatCount } from '../format-count.ts';

/** The screens' texts in de; loaded with the screens, not at start-up. */
export const deScreens = {
  common: {
    eventCount: (count: number) => (count === 1 ? '1 Veranstaltung' : `${formatCount(count, 'de')} Veranstaltungen`),
    speakerCount: (count: number) => (count === 1 ? '1 Vortragende:r' : `${formatCount(count, 'de')} Vortragende`),
    cancelled: 'Abgesagt',
    room: 'Raum',
    track: 'Thema',
    speakers: 'Vortragende',
    noEvents: 'Keine Veranstaltungen.',
    timeZoneNote: (timeZone: string) => `Zeiten in der Zeitzone der Konferenz (${timeZone}).`,
    dayLabel: (index: number, date: string) => `Tag ${index}: ${date}`,
  },
  home: {
    days: 'Tage',
    tracks: 'Themen',
    rooms: 'Räume',
    offlineHeading: 'Offline',
    offlineProgress: (cached: number, total: number) => `Offline verfügbar: ${formatCount(cached, 'de')} von ${formatCount(total, 'de')} Seiten`,
    offlineWaiting: 'Sobald die App geladen ist, werden die Seiten für die Offline-Nutzung vorbereitet.',
    storageUsed: (amount: string) => `Auf diesem Gerät gespeichert: ${amount}`,
    keepOffline: 'Offline behalten',
    keptOffline: 'Dieses Gerät behält die Daten von Hallway.',
  },
  day: {
    otherDays: 'Tage',
    filters: 'Veranstaltungen filtern',
    trackFilter: 'Thema',
    roomFilter: 'Raum',
    allTracks: 'Alle Themen',
    allRooms: 'Alle Räume',
    shown: (shown: number, total: number) =>
      shown === total
        ? total === 1
          ? '1 Veranstaltung'
          : `${formatCount(total, 'de')} Veranstaltungen`
        : `${formatCount(shown, 'de')} von ${formatCount(total, 'de')} Veranstaltungen angezeigt`,
    noMatch: 'Keine Veranstaltung passt zu diesen Filtern.',
    clearFilters: 'Alle Veranstaltungen zeigen',
  },
  event: {
    when: 'Wann',
    type: 'Art',
    language: 'Sprache',
    duration: (minutes: string) => `(${minutes})`,
    abstract: 'Kurzfassung',
    description: 'Beschreibung',
    links: 'Links',
    doNotRecord: 'Diese Veranstaltung wird nicht aufgezeichnet.',
    calendarDate: (date: string) => `(${date})`,
  },
  speakers: {
    heading: 'Vortragende',
    noSpeakers: 'Noch keine Vortragenden.',
    otherInitial: 'Andere',
  },
  speaker: {
    events: 'Veranstaltungen',
  },
  tracks: {
    heading: 'Themen',
    noTracks: 'Dieses Programm hat keine Themen.',
  },
  rooms: {
    heading: 'Räume',
    noRooms: 'Dieses Programm hat keine Räume.',
  },
} satisfies ScreenMessages;
