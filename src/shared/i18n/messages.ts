/**
 * The shape of a message catalogue. Every text the app shows goes through one, typed, so a
 * missing translation is a type error. The runtime uses `fallback`, `appError` and `loading`;
 * the rest belongs to the screens.
 */
export interface Messages {
  readonly languageName: string;
  readonly fallback: {
    /** §4.5 texts; the English ones are exact. */
    readonly 400: string;
    readonly 401: string;
    readonly 403: string;
    readonly 404: string;
    readonly signIn: string;
    readonly home: string;
  };
  readonly appError: {
    /** §9 texts; the English ones are exact. */
    readonly client: (hostname: string) => string;
    readonly server: (hostname: string) => string;
    readonly digest: (digest: string) => string;
    readonly reportId: (id: string) => string;
    readonly reload: string;
  };
  readonly loading: {
    readonly inProgress: string;
    readonly couldNotLoad: string;
    readonly offlineNotCached: string;
    readonly retry: string;
    readonly tooManyRedirects: string;
  };
  readonly chrome: {
    readonly skipToContent: string;
    readonly mainNavigation: string;
    readonly home: string;
    readonly schedule: string;
    readonly speakers: string;
    readonly tracks: string;
    readonly rooms: string;
    readonly agenda: string;
    readonly language: string;
    readonly updateAvailable: string;
    readonly updateReload: string;
    readonly updateLater: string;
    readonly offline: string;
    /** The compact warm-up indicator: `Saving for offline: 312 of 755`. */
    readonly savingOffline: (cached: number, total: number) => string;
    readonly scheduleUpdated: string;
  };
}

/**
 * Texts of the conference screens (src/features and the pieces they share in src/components).
 * Texts with values are functions; counts follow their locale's plural rules.
 */
export interface ScreenMessages {
  /** Used by several screens and by the shared components. */
  readonly common: {
    readonly eventCount: (count: number) => string;
    readonly speakerCount: (count: number) => string;
    readonly cancelled: string;
    readonly room: string;
    readonly track: string;
    readonly speakers: string;
    readonly noEvents: string;
    /** `Times are in the conference's time zone (Europe/Brussels).` */
    readonly timeZoneNote: (timeZone: string) => string;
    /** A conference day: `Day 1: Sunday, February 1, 2026`; `date` is already formatted. */
    readonly dayLabel: (index: number, date: string) => string;
  };
  readonly home: {
    readonly days: string;
    readonly tracks: string;
    readonly rooms: string;
    readonly offlineHeading: string;
    /** `Available offline: 812 of 812 pages` (§6). */
    readonly offlineProgress: (cached: number, total: number) => string;
    readonly offlineWaiting: string;
    readonly storageUsed: (amount: string) => string;
    readonly keepOffline: string;
    readonly keptOffline: string;
  };
  readonly day: {
    readonly otherDays: string;
    readonly filters: string;
    readonly trackFilter: string;
    readonly roomFilter: string;
    readonly allTracks: string;
    readonly allRooms: string;
    /** The live count of events the filters let through: `12 of 40 events shown`. */
    readonly shown: (shown: number, total: number) => string;
    readonly noMatch: string;
    readonly clearFilters: string;
  };
  readonly event: {
    readonly when: string;
    readonly type: string;
    readonly language: string;
    /** `minutes` is already formatted (`30 min`). */
    readonly duration: (minutes: string) => string;
    readonly abstract: string;
    readonly description: string;
    readonly links: string;
    readonly doNotRecord: string;
    /** For an event that starts past midnight of its conference day: `(Monday, February 2)`. */
    readonly calendarDate: (date: string) => string;
  };
  readonly speakers: {
    readonly heading: string;
    readonly noSpeakers: string;
    /** Heading of the group of names that do not start with a letter. */
    readonly otherInitial: string;
  };
  readonly speaker: {
    readonly events: string;
  };
  readonly tracks: {
    readonly heading: string;
    readonly noTracks: string;
  };
  readonly rooms: {
    readonly heading: string;
    readonly noRooms: string;
  };
}
