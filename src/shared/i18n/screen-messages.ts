import type { FieldMessageKey } from '../field-messages.ts';

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
    /** `Times are in this device's time zone (America/New_York).` */
    readonly deviceTimeZoneNote: (timeZone: string) => string;
    /** A conference day: `Day 1: Sunday, February 1, 2026`; `date` is already formatted. */
    readonly dayLabel: (index: number, date: string) => string;
    /** The share button, its confirmation, and the label of the link to copy by hand. */
    readonly share: string;
    readonly linkCopied: string;
    readonly copyByHand: string;
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
    readonly languageFilter: string;
    readonly allLanguages: string;
    /** The List / Grid switch: its group's name and its two buttons. */
    readonly view: string;
    readonly listView: string;
    readonly gridView: string;
    readonly jumpToNow: string;
    /** The rooms × time grid's caption and the header of its time column. */
    readonly gridCaption: string;
    readonly timeColumn: string;
    /** Read after the time of the grid's row that holds the current time. */
    readonly nowRow: string;
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
  /** The star button (event screen, agenda); the English name is exact. */
  /** Beside "N changes waiting to sync". */
  readonly sync: {
    /** `Next try in 12 sec`; `wait` is already formatted. */
    readonly nextTry: (wait: string) => string;
    readonly sending: string;
    readonly tryNow: string;
  };
  readonly star: {
    readonly star: string;
  };
  /** The event screen's feedback form (§7: it works offline through the outbox). */
  readonly feedback: {
    readonly heading: string;
    /** The legend of the 1–5 radio group. */
    readonly rating: string;
    readonly ratingHint: string;
    readonly comment: string;
    /** `120 of 2,000 characters`. */
    readonly commentCount: (used: number, max: number) => string;
    readonly send: string;
    readonly update: string;
    readonly chooseRating: string;
    readonly commentTooLong: (max: number) => string;
    readonly sent: string;
    /** Kept on the device; the outbox sends it once online. */
    readonly waiting: string;
    /** The server refused it for good; `message` is the server's. */
    readonly refused: (message: string) => string;
  };
  readonly agenda: {
    readonly heading: string;
    readonly intro: string;
    readonly loading: string;
    readonly empty: string;
    readonly browseSchedule: string;
    readonly exportIcs: string;
    /** `Overlaps with: Opening, Keynote`. */
    readonly overlapsWith: (titles: string) => string;
    /** A free gap between two events; `duration` is already formatted. */
    readonly free: (duration: string) => string;
    /** Starred events this device could not load (offline, not saved yet). */
    readonly unavailableHeading: string;
    readonly unavailable: string;
    /** Starred events the schedule no longer has. */
    readonly goneHeading: string;
    /** An event known only by its id: `Event 12`. */
    readonly unknownEvent: (id: string) => string;
    readonly share: string;
  };
  /** An agenda someone shared by link (`/agenda/shared#…`), read-only beside one's own. */
  readonly sharedAgenda: {
    readonly heading: string;
    readonly intro: (count: number) => string;
    readonly empty: string;
    readonly addAll: string;
    /** After "Add all": how many were added. */
    readonly added: (count: number) => string;
    readonly allInYours: string;
    /** `Overlaps with your: Opening, Keynote`. */
    readonly overlapsWithYours: (titles: string) => string;
    readonly inYours: string;
    /** Events of the link this device could not load (offline, not saved yet) or the schedule no longer has. */
    readonly unavailable: (count: number) => string;
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
  /** The More screen: language, theme, storage, install, account, and the other lists. */
  readonly more: {
    readonly heading: string;
    readonly language: string;
    readonly theme: string;
    readonly themeSystem: string;
    readonly themeLight: string;
    readonly themeDark: string;
    /** The time display choice: the conference's zone or this device's. */
    readonly timeDisplay: string;
    readonly timeConference: string;
    /** `This device's time (America/New_York)`; null zone when not known yet. */
    readonly timeDevice: (timeZone: string | null) => string;
    readonly browse: string;
    readonly install: string;
    readonly installButton: string;
    readonly installed: string;
    /** On iOS, where there is no install prompt. */
    readonly installIos: string;
    readonly installMenu: string;
    readonly account: string;
    /** The one-time suggestion on the home screen. */
    readonly suggestTitle: string;
    readonly suggestText: string;
    readonly notNow: string;
    readonly gotIt: string;
  };
  readonly tracks: {
    readonly heading: string;
    readonly noTracks: string;
  };
  readonly rooms: {
    readonly heading: string;
    readonly noRooms: string;
  };
  /** Search: the field, its states and the groups of results. */
  readonly search: {
    readonly heading: string;
    /** The search field's label. */
    readonly label: string;
    readonly hint: string;
    readonly preparing: string;
    readonly offline: string;
    readonly failed: string;
    readonly retry: string;
    /** How many results, said as they change: `12 results`. */
    readonly results: (count: number) => string;
    readonly nothingFound: (query: string) => string;
    /** The button under a long list of events: `Show 50 more`. */
    readonly showMore: (count: number) => string;
    readonly events: string;
    readonly speakers: string;
    readonly tracks: string;
    readonly rooms: string;
  };
  /** Now and Next on the home screen, Now in this room, and the live marker of event lists. */
  readonly now: {
    readonly now: string;
    readonly next: string;
    /** The marker of an event running now (text, not colour alone). */
    readonly live: string;
    /** `12 min left`; `wait` is already formatted. */
    readonly timeLeft: (wait: string) => string;
    /** `in 25 min`; `wait` is already formatted. */
    readonly startsIn: (wait: string) => string;
    readonly nothingNow: string;
    readonly nothingNext: string;
    /** Before the conference: `Starts in 3 days`, `Starts tomorrow`, `Starts today`. */
    readonly startsInDays: (days: number) => string;
    /** `First up: Fri, Jun 12, 10:00 AM`; `when` is already formatted. */
    readonly firstUp: (when: string) => string;
    readonly ended: string;
    /** Before the links to the days, once the conference has ended. */
    readonly endedDays: string;
    /** Offline, with the day's schedule not saved on the device. */
    readonly offline: string;
    readonly unavailable: string;
    readonly loading: string;
    readonly inThisRoom: string;
    readonly nothingInRoom: string;
  };
  /** Texts the account forms share: the sign-in and sign-up fields, and what a failed action says. */
  readonly forms: {
    readonly email: string;
    readonly password: string;
    /** The password rule shown under the field: `At least 10 characters.` */
    readonly passwordRule: (minLength: number) => string;
    readonly showPassword: string;
    /** Checked before posting, beside the field; the server's own messages go through `fieldMessages`. */
    readonly enterEmail: string;
    readonly enterPassword: string;
    readonly passwordTooShort: (minLength: number) => string;
    /** §7's text; the English one is exact. */
    readonly unexpectedResponse: string;
    /** A 429: `minutes` rounded up, `time` the clock time it ends (`14:32`); both null without Retry-After. */
    readonly rateLimited: (minutes: number | null, time: string | null) => string;
    readonly serverError: string;
    /** The server's field messages (§7 422, sent in English) in this language, by key. */
    readonly fieldMessages: Readonly<Record<FieldMessageKey, string>>;
  };
  readonly signIn: {
    readonly heading: string;
    readonly intro: string;
    readonly submit: string;
    readonly pending: string;
    /** Offline, before trying and after a try that got no answer (§7). */
    readonly needsNetwork: string;
    readonly noAccount: string;
    readonly signUp: string;
  };
  readonly signUp: {
    readonly heading: string;
    /** Under the heading when the page was opened from an organizer invite link (§11). */
    readonly organizerInvite: string;
    readonly intro: string;
    readonly submit: string;
    readonly pending: string;
    readonly needsNetwork: string;
    readonly haveAccount: string;
    readonly signIn: string;
  };
  readonly account: {
    readonly heading: string;
    readonly email: string;
    readonly role: string;
    readonly attendee: string;
    readonly organizer: string;
    readonly sync: string;
    readonly starred: (count: number) => string;
    readonly syncAcross: string;
    readonly allSynced: string;
    readonly waiting: (count: number) => string;
    readonly offline: string;
    readonly organizerTools: string;
    readonly signOut: string;
    readonly signingOut: string;
    readonly signOutNeedsNetwork: string;
  };
  /** The calendar subscription on the account screen: its link is shown once, when it is made. */
  readonly calendar: {
    readonly heading: string;
    readonly intro: string;
    readonly privacy: string;
    readonly off: string;
    /** `since` is already formatted: `Jun 12, 2026, 9:30 AM`. */
    readonly on: (since: string) => string;
    /** The label of the read-only field holding the link. */
    readonly link: string;
    readonly shownOnce: string;
    readonly copy: string;
    readonly copied: string;
    readonly copyFailed: string;
    readonly create: string;
    readonly creating: string;
    readonly newLink: string;
    readonly turnOff: string;
    readonly turningOff: string;
    readonly turnedOff: string;
    readonly replaceNote: string;
    readonly needsNetwork: string;
  };
  readonly admin: {
    readonly heading: string;
    readonly intro: string;
    readonly users: string;
    readonly organizers: string;
    readonly reports: string;
    readonly feedback: string;
    readonly stars: string;
    readonly comingLater: string;
  };
  /** /admin/reports and below. */
  readonly adminReports: {
    readonly heading: string;
  };
  /** /admin/feedback. */
  readonly adminFeedback: {
    readonly heading: string;
  };
  /** /admin/schedule. */
  readonly adminSchedule: {
    readonly heading: string;
  };
  /** /changes/:since: what changed in the schedule. */
  readonly changes: {
    readonly heading: string;
  };
}
