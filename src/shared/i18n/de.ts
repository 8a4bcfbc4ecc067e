import type { Messages } from './messages.ts';
import { formatCount } from './format-count.ts';

export const de = {
  languageName: 'Deutsch',
  fallback: {
    400: 'Ungültige Anfrage.',
    401: 'Du bist nicht berechtigt, diese Seite aufzurufen.',
    403: 'Auf diese Seite kann nicht zugegriffen werden.',
    404: 'Diese Seite wurde nicht gefunden.',
    signIn: 'Anmelden',
    home: 'Zur Startseite der Konferenz',
  },
  appError: {
    client: (hostname: string) =>
      `Anwendungsfehler: Beim Laden von ${hostname} ist im Browser eine Ausnahme aufgetreten (Details in der Browserkonsole).`,
    server: (hostname: string) =>
      `Anwendungsfehler: Beim Laden von ${hostname} ist auf dem Server eine Ausnahme aufgetreten (Details in den Serverprotokollen).`,
    digest: (digest: string) => `Digest: ${digest}`,
    reportId: (id: string) => `Fehlerbericht: ${id}`,
    reload: 'Neu laden',
  },
  loading: {
    inProgress: 'Wird geladen …',
    couldNotLoad: 'Diese Seite konnte nicht geladen werden.',
    offlineNotCached: 'Diese Seite ist offline noch nicht verfügbar',
    retry: 'Erneut versuchen',
    tooManyRedirects: 'Diese Seite leitet zu oft weiter.',
  },
  chrome: {
    skipToContent: 'Zum Inhalt springen',
    mainNavigation: 'Hauptmenü',
    home: 'Hallway',
    schedule: 'Programm',
    speakers: 'Vortragende',
    tracks: 'Themen',
    rooms: 'Räume',
    agenda: 'Mein Plan',
    language: 'Sprache',
    updateAvailable: 'Eine neue Version ist verfügbar',
    updateReload: 'Neu laden',
    updateLater: 'Später',
  },
  screens: {
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
  },
} satisfies Messages;
