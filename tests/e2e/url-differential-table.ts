/**
 * The rows of url-differential.spec.ts: odd spellings of URLs, each a raw path (with query and
 * fragment) written as a user, a link or a proxy could send it. Placeholders stand for ids of
 * the demo conference, read from `/data/manifest.json` at run time:
 * `{event}`, `{event2}`, `{speaker}`, `{day}`, `{track}`, `{room}`; a trailing `~` (`{event~}`)
 * percent-encodes the id's first character (`4101` → `%34101`).
 */

export interface UrlDifferentialGroup {
  readonly name: string;
  /** Who visits: nobody signed in (the default), or a signed-in attendee (403 on organizer routes). */
  readonly viewer?: 'attendee';
  readonly rows: readonly string[];
}

const LOCALE_PREFIXES = ['', '/de', '/fr', '/en'] as const;
const TRAILING = ['/', '//', '///'] as const;
const LONG = 'a'.repeat(1800);

/** Every route of §3 once, known and unknown ids, in each locale spelling. */
const routesInLocales = ['/', '/events/{event}', '/speakers/{speaker}', '/days/{day}', '/tracks/{track}', '/rooms/{room}', '/events/no-such-event', '/account', '/admin/reports', '/search?q=talk'].flatMap(
  (path) => LOCALE_PREFIXES.map((prefix) => (path === '/' && prefix !== '' ? prefix : prefix + path)),
);

const trailingSlashes = ['/events/{event}', '/de/events/{event}', '/en', '/de', '/speakers', '/account', '/admin/reports', '/talks/{event}', '/events/{event}.html'].flatMap(
  (path) => TRAILING.map((slashes) => path + slashes),
);

export const URL_DIFFERENTIAL_GROUPS: readonly UrlDifferentialGroup[] = [
  {
    name: 'every route, known and unknown ids',
    rows: [
      '/speakers', '/tracks', '/rooms', '/agenda', '/agenda/shared#{event},{event2}', '/search', '/more', '/signin', '/signup',
      '/admin', '/admin/feedback', '/admin/schedule', '/admin/reports/x/y', '/events/new', '/events', '/days', '/nope',
      '/speakers/no-such-speaker', '/days/2026-01-01', '/days/not-a-date', '/tracks/no-such-track', '/rooms/no-such-room',
      '/events/{event}/extra', '/calendar/secret.ics',
    ],
  },
  // The locale rows are split over two groups to keep each group near 20–35 rows.
  { name: 'locale prefixes on every route', rows: routesInLocales.slice(0, 20) },
  {
    name: 'locale prefixes, odd ones',
    rows: [
      ...routesInLocales.slice(20),
      '/xx/', '/xx/events/{event}', '/en/de/events/{event}', '/de/en/events/{event}', '/de/de/speakers', '/fr/en', '/en/en', '/de-DE/speakers',
      '/en/', '/de/', '/fr//', '/DE/events/{event}', '/De/speakers', '/EN/events/{event}', '/Fr',
      // One redirect per `/en` on the server: 2, 5, 6 and 9 hops (§4.4 stops the app after 5).
      '/en/en/events/{event}', '/en/en/en/en/en/events/{event}', '/en/en/en/en/en/en/events/{event}', '/en/en/en/en/en/en/en/en/talks/{event}/',
    ],
  },
  { name: 'trailing slashes', rows: [...trailingSlashes, '/.well-known/x/', '/robots.txt/', '/healthz/', '/data/index.json/'] },
  {
    name: 'percent-encoded letters, digits and slashes',
    rows: [
      '/%61ccount', '/%41ccount', '/%65vents/{event}', '/%45vents/{event}', '/events/{event~}', '/sp%65akers', '/%73peakers/{speaker~}', '/tracks/{track~}',
      '/d%61ys/{day}', '/%64e/events/{event}', '/d%65/speakers', '/%65n/events/{event}', '/events%2F{event}', '/events%2f{event}', '/%2Fevents/{event}',
      '/events/{event}%2F', '/admin%2Freports', '/admin%2freports', '/admin/%72eports', '/%61dmin', '/%74alks/{event}', '/talks/{event~}',
      '/%73chedule', '/events/{event}%2Ehtml', '/events/{event}.htm%6C', '/%2561ccount', '/events/%252e%252e/account', '/events/{event}%3F',
      '/events/%23{event}', '/events/{event};x=1',
    ],
  },
  {
    name: 'empty segments and dot segments',
    rows: [
      '//account', '//events/{event}', '///events/{event}', '/events//{event}', '/de//events/{event}', '/./events/{event}', '/events/./{event}',
      '/events/../account', '/de/../account', '/admin/../account', '/account/..', '/%2e/events/{event}', '/%2E%2E/account', '/events/%2e%2e/account',
      '/events/.%2e/admin', '/events/%2E%2E/admin/reports', '/./', '/..', '/de/./events/{event}', '/en/../de/speakers', '/events/.', '/events/..',
      '/events/%2e', '/events/%2e%2e', '/.',
    ],
  },
  {
    name: 'case, and redirect sources',
    rows: [
      '/Events/{event}', '/EVENTS/{event}', '/Account', '/ADMIN', '/Speakers', '/Schedule', '/Talks/{event}', '/events/{event}.HTML',
      '/talks/{event}', '/de/talks/{event}', '/fr/talks/{event}?x=1', '/talks/no-such-event', '/talks', '/talks/{event}/extra',
      '/de/events/{event}.html', '/events/{event}.html?ref=x', '/events/.html', '/events/no-such-event.html', '/schedule', '/schedule/',
      '/de/schedule', '/fr/schedule/', '/en/schedule?view=grid', '/schedule.html', '/talks/{event}.html', '/events/{event}.html.html',
    ],
  },
  {
    name: 'private routes spelled oddly',
    rows: [
      '/account?next=/admin', '/account#top', '/account/x', '/de/%61ccount', '/fr/account/', '//admin', '/%61dmin/reports', '/admin//reports',
      '/de/admin/reports', '/admin/../admin/reports', '/admin/%2e%2e/account', '/data/account.json', '/data/admin.json', '/data/admin/reports.json',
      '/data/%61ccount.json', '/data//account.json', '/data/account.json/', '/data/./account.json', '/data/events/../account.json', '/de/data/account.json',
    ],
  },
  {
    name: 'private routes spelled oddly, signed in as an attendee',
    viewer: 'attendee',
    rows: [
      '/account', '/%61ccount', '//account', '/account/', '/de/%61ccount', '/en/account', '/Account', '/account/x', '/events/../account',
      '/admin', '/%61dmin', '//admin', '/admin/', '/admin/reports', '/admin/%72eports', '/de/admin/reports', '/events/%2e%2e/admin',
      '/data/account.json', '/data/%61ccount.json', '/data//account.json', '/data/admin.json', '/data/%61dmin.json', '/signin?next=/admin',
    ],
  },
  {
    name: 'open-redirect probes',
    rows: [
      '/en//evil.example', '/en//evil.example/', '//evil.example', '//evil.example/', '//evil.example/x/', '///evil.example/x/', '/\\evil.example',
      '/\\evil.example/', '/%5Cevil.example', '/%5cevil.example/', '/%2F%2Fevil.example', '/%2F%2Fevil.example/', '/%2f%2fevil.example/x/',
      '/de//evil.example/', '/en/%2F%2Fevil.example/', '/en/\\evil.example/', '/talks//evil.example', '/talks/%2F%2Fevil.example',
      '/schedule?next=//evil.example', '/signin?next=//evil.example', '/http://evil.example/', '/https:/evil.example/', '//evil.example/%2e%2e/',
      '/events/{event}/..//evil.example/', '/en/%5C%5Cevil.example/',
    ],
  },
  {
    name: 'malformed encoding and long paths',
    rows: [
      '/events/%E0%A4%A', '/%zz', '/events/%', '/events/%2', '/de/events/%E0%A4%A', '/events/%E0%A4%A/', '/speakers/%C3%28', '/%', '/%zz/',
      '/talks/%E0%A4%A', '/events/%E0%A4%A.html', '/account/%zz', '/admin/%zz', '/data/events/%E0%A4%A.json', '/en/%zz', '/%E0%A4%A/events',
      '/events/%00', '/events/%0A', `/events/${LONG}`, `/${'x/'.repeat(400)}`, `/events/{event}?q=${LONG}`, `/de/${LONG}/`, `/${'%61'.repeat(300)}`,
    ],
  },
  {
    name: 'unicode ids, queries and fragments',
    rows: [
      '/events/ü', '/events/%C3%BC', '/speakers/日本', '/tracks/café', '/rooms/gewölbe', '/events/🎉', '/events/%F0%9F%8E%89', '/events/{event}?view=grid',
      '/days/{day}?view=grid', '/days/{day}?track={track}', '/events/{event}#top', '/events/{event}?#', '/search?q=%E0%A4%A', '/search?q=<script>',
      '/events/{event}/?x=1#y', '/de/?q=1', '/?', '/en?x=1', '/events/{event}?a=1&a=2', '/events/{event}%20', '/events/%20{event}',
      '/events/a{b', '/en/talks/{event}.html/',
    ],
  },
  {
    name: 'server paths and files',
    rows: [
      '/data/index.json', '/data/events/{event}.json', '/data/manifest.json', '/data/', '/data', '/data/nope.json', '/data/events/{event}.json/',
      '/data/./index.json', '/data/events/../index.json', '/de/data/index.json', '/en/data/index.json', '/data/index', '/%64ata/index.json',
      '/data%2Findex.json', '/DATA/index.json', '/actions/star', '/actions/', '/actions', '/de/actions/star', '/monitoring', '/healthz', '/robots.txt',
      '/robots.txt?x', '/sw.js', '/manifest.webmanifest', '/favicon.ico', '/index.html', '/de/index.html', '/assets/nope.js', '/nope.png',
      '/events/{event}.json', '/.well-known/security.txt', '/.well-known/', '/sitemap.xml', '/.vite/manifest.json',
    ],
  },
];

/** The demo conference's ids the placeholders stand for. */
export type DemoIds = Readonly<Record<'event' | 'event2' | 'speaker' | 'day' | 'track' | 'room', string>>;

const encodeFirst = (id: string) => `%${id.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}${id.slice(1)}`;

/** A row with its placeholders filled in. */
export function fillRow(row: string, ids: DemoIds): string {
  return row.replace(/\{(event2|event|speaker|day|track|room)(~?)\}/g, (_token, name: keyof DemoIds, encoded: string) =>
    encoded ? encodeFirst(ids[name]) : ids[name],
  );
}
