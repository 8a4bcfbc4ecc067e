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
  star: {
    star: 'Merken',
  },
  feedback: {
    heading: 'Deine Bewertung',
    rating: 'Bewertung',
    ratingHint: '1 ist schlecht, 5 ist ausgezeichnet.',
    comment: 'Kommentar (optional)',
    commentCount: (used: number, max: number) => `${formatCount(used, 'de')} von ${formatCount(max, 'de')} Zeichen`,
    send: 'Bewertung senden',
    update: 'Bewertung ändern',
    chooseRating: 'Wähle eine Bewertung von 1 bis 5.',
    commentTooLong: (max: number) => `Der Kommentar darf höchstens ${formatCount(max, 'de')} Zeichen lang sein.`,
    sent: 'Danke! Deine Bewertung wurde gesendet.',
    waiting: 'Auf diesem Gerät gespeichert. Sie wird gesendet, sobald du wieder online bist.',
    refused: (message: string) => `Der Server hat diese Bewertung nicht angenommen: ${message}`,
  },
  agenda: {
    heading: 'Mein Plan',
    intro: 'Deine gemerkten Veranstaltungen, auf diesem Gerät gespeichert.',
    loading: 'Dein Plan wird geladen…',
    empty: 'Du hast noch keine Veranstaltungen gemerkt.',
    browseSchedule: 'Zum Programm',
    exportIcs: 'In den Kalender exportieren (.ics)',
    overlapsWith: (titles: string) => `Überschneidet sich mit: ${titles}`,
    free: (duration: string) => `Frei: ${duration}`,
    unavailableHeading: 'Offline nicht verfügbar',
    unavailable: 'Diese gemerkten Veranstaltungen sind noch nicht auf diesem Gerät gespeichert. Öffne sie einmal online.',
    goneHeading: 'Nicht mehr im Programm',
    unknownEvent: (id: string) => `Veranstaltung ${id}`,
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
  forms: {
    email: 'E-Mail',
    password: 'Passwort',
    passwordRule: (minLength: number) => `Mindestens ${minLength} Zeichen.`,
    showPassword: 'Passwort anzeigen',
    enterEmail: 'Gib deine E-Mail-Adresse ein.',
    enterPassword: 'Gib dein Passwort ein.',
    passwordTooShort: (minLength: number) => `Verwende mindestens ${minLength} Zeichen.`,
    unexpectedResponse: 'Vom Server kam eine unerwartete Antwort.',
    rateLimited: (minutes: number | null, time: string | null) =>
      minutes === null
        ? 'Zu viele Versuche. Versuch es später noch einmal.'
        : `Zu viele Versuche. Versuch es in ${minutes === 1 ? '1 Minute' : `${minutes} Minuten`}${time ? ` (um ${time})` : ''} noch einmal.`,
    serverError: 'Auf dem Server ist etwas schiefgegangen. Versuch es gleich noch einmal.',
  },
  signIn: {
    heading: 'Anmelden',
    intro: 'Melde dich an, um deine markierten Veranstaltungen auf jedem deiner Geräte zu haben.',
    submit: 'Anmelden',
    pending: 'Anmeldung läuft…',
    needsNetwork: 'Zum Anmelden braucht es das Netz. Du bist offline: verbinde dich und versuch es dann noch einmal.',
    noAccount: 'Noch kein Konto?',
    signUp: 'Konto erstellen',
  },
  signUp: {
    heading: 'Konto erstellen',
    intro: 'Mit einem Konto begleiten dich deine markierten Veranstaltungen auf jedes Gerät, auf dem du angemeldet bist.',
    submit: 'Konto erstellen',
    pending: 'Konto wird erstellt…',
    needsNetwork: 'Zum Erstellen eines Kontos braucht es das Netz. Du bist offline: verbinde dich und versuch es dann noch einmal.',
    haveAccount: 'Schon ein Konto?',
    signIn: 'Anmelden',
  },
  account: {
    heading: 'Dein Konto',
    email: 'E-Mail',
    role: 'Rolle',
    attendee: 'Teilnehmer:in',
    organizer: 'Organisator:in',
    sync: 'Synchronisierung',
    starred: (count: number) =>
      count === 1 ? '1 markierte Veranstaltung in deinem Konto.' : `${formatCount(count, 'de')} markierte Veranstaltungen in deinem Konto.`,
    syncAcross: 'Sie erscheinen auf jedem Gerät, auf dem du angemeldet bist.',
    allSynced: 'Alle Änderungen sind synchronisiert.',
    waiting: (count: number) =>
      count === 1 ? '1 Änderung wartet auf die Synchronisierung.' : `${formatCount(count, 'de')} Änderungen warten auf die Synchronisierung.`,
    offline: 'Du bist offline: Was du jetzt änderst, bleibt auf diesem Gerät und wird gesendet, sobald du wieder online bist.',
    organizerTools: 'Werkzeuge für Organisator:innen',
    signOut: 'Abmelden',
    signingOut: 'Abmeldung läuft…',
    signOutNeedsNetwork: 'Zum Abmelden braucht es das Netz. Du bist offline: verbinde dich und versuch es dann noch einmal.',
  },
  admin: {
    heading: 'Werkzeuge für Organisator:innen',
    intro: 'Hallway bisher:',
    users: 'Konten',
    organizers: 'Organisator:innen',
    reports: 'Fehlerberichte',
    feedback: 'Rückmeldungen',
    stars: 'Markierte Veranstaltungen',
    comingLater: 'Rückmeldungen und Fehlerberichte lesen und ein neues Programm importieren kommen später.',
  },
} satisfies ScreenMessages;
