import type { FieldMessageKey } from '../field-messages.ts';
import type { ChangedField, ChangeKind } from '../schedule-changes.ts';

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
    /** Beside a form, shown only where JavaScript is off. */
    readonly formNeedsJavaScript: string;
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
    /** Once on a screen with stars, shown only where JavaScript is off. */
    readonly needsJavaScript: string;
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
    /** The heading above the links to the sections. */
    readonly sections: string;
    /** What the schedule section is for, beside its link. */
    readonly scheduleDetail: string;
  };
  /** /admin/reports and below. */
  readonly adminReports: {
    readonly heading: string;
    readonly intro: string;
    /** `3 groups (2 open) · 17 reports`. */
    readonly summary: (groups: number, open: number, reports: number) => string;
    readonly empty: string;
    /** The search by report id. */
    readonly searchLabel: string;
    readonly searchHint: string;
    readonly searchButton: string;
    readonly searchEmpty: string;
    /** `17 reports`. */
    readonly reportCount: (count: number) => string;
    readonly firstSeen: string;
    readonly lastSeen: string;
    readonly releases: string;
    readonly urls: string;
    readonly browsers: string;
    readonly none: string;
    /** `and 3 more`. */
    readonly more: (count: number) => string;
    readonly resolvedBadge: string;
    /** `Resolved on Feb 1, 2026, 10:03 AM by org@example.org`; `by` is null when the account is gone. */
    readonly resolvedOn: (time: string, by: string | null) => string;
    readonly resolve: string;
    readonly reopen: string;
    readonly saving: string;
    readonly reopensNote: string;
    readonly needsNetwork: string;
    readonly actionFailed: string;
    readonly pager: string;
    readonly newer: string;
    readonly older: string;
    /** `Page 2 of 3`. */
    readonly pageOf: (page: number, pages: number) => string;
    readonly allGroups: string;
    readonly groupHeading: string;
    readonly fingerprint: string;
    readonly reports: string;
    readonly received: string;
    readonly release: string;
    readonly url: string;
    readonly browser: string;
    readonly noId: string;
    readonly forwarding: string;
    /** `Forwarded Feb 1, 2026, 10:03 AM`. */
    readonly forwarded: (time: string) => string;
    /** `Waiting: 3 attempts, next at …`. */
    readonly waiting: (attempts: number, time: string) => string;
    readonly forwardingOff: string;
    /** `Report 3f2b…`. */
    readonly reportHeading: (id: string) => string;
    readonly message: string;
    readonly stack: string;
    readonly noStack: string;
    readonly inApp: string;
    readonly tags: string;
    readonly noTags: string;
    readonly environment: string;
    readonly os: string;
    readonly group: string;
    readonly viewGroup: string;
    readonly breadcrumbs: string;
    /** `The newest 100 of 152, oldest first.` */
    readonly breadcrumbsShown: (shown: number, total: number) => string;
    readonly noBreadcrumbs: string;
  };
  /** /admin/feedback. */
  readonly adminFeedback: {
    readonly heading: string;
    /** Over all feedback: `41 ratings of 12 events, 17 comments`; `average` already formatted (`4.2`), null when none. */
    readonly summary: (ratings: number, events: number, comments: number, average: string | null) => string;
    readonly none: string;
    /** The sort and filter group's name, and its three labelled selects. */
    readonly controls: string;
    readonly sort: string;
    readonly byCount: string;
    readonly byAverage: string;
    readonly dayFilter: string;
    readonly allDays: string;
    readonly trackFilter: string;
    readonly allTracks: string;
    /** The live count of events the filters let through: `3 of 12 events shown`. */
    readonly shown: (shown: number, total: number) => string;
    readonly noMatch: string;
    readonly clearFilters: string;
    readonly exportCsv: string;
    readonly ratings: (count: number) => string;
    /** `average` already formatted: `4.3 of 5 on average`. */
    readonly average: (average: string) => string;
    /** The hidden heading of an event's five bars, and each bar's label. */
    readonly distribution: string;
    readonly stars: (stars: number) => string;
    readonly comments: (count: number) => string;
    readonly rated: (rating: number) => string;
    readonly notInSchedule: string;
  };
  /** /admin/schedule. */
  readonly adminSchedule: {
    readonly heading: string;
    readonly intro: string;
    readonly servedHeading: string;
    readonly version: string;
    readonly source: string;
    readonly published: string;
    /** `Feb 1, 9:30 AM by org@example.org`. */
    readonly publishedWhenBy: (when: string, by: string) => string;
    /** How the server names who published when no organizer did: `start-up`, `command line`. */
    readonly byStartUp: string;
    readonly byCommandLine: string;
    readonly contents: string;
    /** `812 events, 4 days, 9 rooms`. */
    readonly counts: (events: number, days: number, rooms: number) => string;
    readonly warnings: (count: number) => string;
    readonly checkHeading: string;
    readonly fileLabel: string;
    readonly fileHint: string;
    readonly urlLabel: string;
    readonly urlHint: string;
    readonly check: string;
    readonly checking: string;
    /** Checked before posting, beside the fields. */
    readonly chooseFileOrUrl: string;
    readonly notBoth: string;
    readonly urlInvalid: string;
    /** Offline, and after a try that got no answer (§7): what was chosen stays. */
    readonly needsNetwork: string;
    readonly refusedHeading: string;
    readonly problems: (count: number) => string;
    readonly servedUnchanged: string;
    readonly previewHeading: string;
    /** `schedule.json: 812 events, 4 days, 9 rooms, 6 tracks, 340 speakers`. */
    readonly summary: (source: string, summary: { events: number; days: number; rooms: number; tracks: number; speakers: number }) => string;
    readonly sameAsServed: string;
    readonly kinds: {
      readonly moved: string;
      readonly cancelled: string;
      readonly new: string;
      readonly removed: string;
      readonly changed: string;
      readonly unchanged: string;
    };
    readonly changeCounts: string;
    /** A re-imported event's old id: `was 12`. */
    readonly wasId: (id: string) => string;
    readonly publish: string;
    readonly publishing: string;
    readonly publishedNow: string;
    readonly versionsHeading: string;
    readonly current: string;
    readonly rollBack: string;
    /** The confirming button: `Roll back to Feb 1, 9:30 AM?`. */
    readonly confirmRollBack: (when: string) => string;
    readonly cancel: string;
    readonly rollingBack: string;
    readonly rolledBack: (when: string) => string;
  };
  /** /changes/:since: what changed in the schedule; and the badges and notices of changed starred events. */
  readonly changes: {
    readonly heading: string;
    /** The notice that a new schedule version is on screen. */
    readonly scheduleUpdated: string;
    /** `Published Sunday, February 1, 8:45 AM`; `when` is already formatted. */
    readonly published: (when: string) => string;
    /** The name of the list of counts. */
    readonly countsLabel: string;
    /** Each kind's badge and count label; the English ones are exact (New, Moved, Cancelled, Removed, Changed). */
    readonly kinds: Readonly<Record<ChangeKind, string>>;
    readonly empty: string;
    readonly starredHeading: string;
    readonly othersHeading: string;
    /** Before the earlier time and room of a moved event. */
    readonly was: string;
    readonly now: string;
    /** What else changed: `Changed: title, speakers`; `fields` already joined. */
    readonly changedFields: (fields: string) => string;
    /** The names of what changed, also in the organizers' preview. */
    readonly fields: Readonly<Record<ChangedField, string>>;
    /** On an event's screen, after its badge. */
    readonly sinceYouLooked: string;
    readonly removedNotice: (title: string) => string;
    readonly dismiss: string;
    /** The link of the "Schedule updated" notice. */
    readonly whatChanged: string;
  };
}
