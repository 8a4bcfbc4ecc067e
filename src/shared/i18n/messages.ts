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
    /** The brand, as the home screen's top-bar title. */
    readonly home: string;
    /** The navigation bar's five destinations (with `schedule` and `agenda`). */
    readonly homeTab: string;
    readonly search: string;
    readonly more: string;
    /** Said after `more` to screen readers and crawlers, which find a bare "More" says nothing. */
    readonly moreHint: string;
    readonly back: string;
    readonly schedule: string;
    readonly speakers: string;
    readonly tracks: string;
    readonly rooms: string;
    readonly agenda: string;
    readonly account: string;
    readonly language: string;
    readonly updateAvailable: string;
    readonly updateReload: string;
    readonly updateLater: string;
    readonly offline: string;
    /** The compact warm-up indicator: `Saving for offline: 312 of 755`. */
    readonly savingOffline: (cached: number, total: number) => string;
    /** The outbox (§7): `2 changes waiting to sync`; the English ones are exact. */
    readonly changesWaiting: (count: number) => string;
  };
}
