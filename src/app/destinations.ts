import type { Messages } from '../shared/i18n/messages.ts';

type ChromeText = { [K in keyof Messages['chrome']]: Messages['chrome'][K] extends string ? K : never }[keyof Messages['chrome']];

/** One of the five places of the navigation bar (bottom on phones, side on wide screens). */
export interface Destination {
  readonly id: 'home' | 'schedule' | 'agenda' | 'search' | 'more';
  readonly href: string;
  /** The routes (by name, src/shared/routes.ts) that belong to it: it is marked current on them. */
  readonly routes: readonly string[];
  readonly label: ChromeText;
  /** Words read after the label but not shown, where the label alone says too little. */
  readonly hint?: ChromeText;
}

export const DESTINATIONS: readonly Destination[] = [
  { id: 'home', href: '/', routes: ['home', 'changes'], label: 'homeTab' },
  { id: 'schedule', href: '/schedule', routes: ['day', 'event', 'speakers', 'speaker', 'tracks', 'track', 'rooms', 'room'], label: 'schedule' },
  { id: 'agenda', href: '/agenda', routes: ['agenda', 'agenda-shared'], label: 'agenda' },
  { id: 'search', href: '/search', routes: ['search'], label: 'search' },
  { id: 'more', href: '/more', routes: ['more', 'signin', 'signup', 'account', 'admin', 'admin-section'], label: 'more', hint: 'moreHint' },
];

/** Routes whose top-bar title is narrower than their destination's. */
const TITLES: Readonly<Record<string, ChromeText>> = {
  home: 'home',
  speakers: 'speakers',
  speaker: 'speakers',
  tracks: 'tracks',
  track: 'tracks',
  rooms: 'rooms',
  room: 'rooms',
  signin: 'account',
  signup: 'account',
  account: 'account',
};

export function destinationOf(routeName: string | null): Destination | undefined {
  return DESTINATIONS.find((destination) => routeName !== null && destination.routes.includes(routeName));
}

/** The top bar's title: the section the screen belongs to (its own heading is the screen's h1); the brand on home and fallbacks. */
export function sectionTitle(routeName: string | null, chrome: Messages['chrome']): string {
  return chrome[(routeName && TITLES[routeName]) || destinationOf(routeName)?.label || 'home'];
}
