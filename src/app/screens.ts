import { importWithReload } from '../runtime/pwa/reload-on-chunk-error.ts';
import type { ScreenLoaders, ScreenModule } from '../runtime/router/screens.ts';

/** A screen with its location for wouter's hooks (screen-location.tsx, loaded with it). */
const located = (load: () => Promise<ScreenModule>) =>
  importWithReload(() =>
    Promise.all([load(), import('../runtime/router/screen-location.tsx')]).then(([screen, { withScreenLocation }]) => ({ default: withScreenLocation(screen.default) })),
  );

/**
 * A screen that shows events, loaded together with the agenda's star (src/app/with-star.tsx), so
 * the star is there at its first paint.
 */
const withStarLoaded = (load: () => Promise<ScreenModule>) =>
  located(() => Promise.all([load(), import('./with-star.tsx')]).then(([screen, { withStar }]) => ({ default: withStar(screen.default) })));

/** The route table bound to its screens, by route name (src/shared/routes.ts). Each loads lazily. */
export const SCREENS: ScreenLoaders = {
  home: withStarLoaded(() => import('../features/schedule/home-screen.tsx')),
  day: withStarLoaded(() => import('../features/schedule/day-screen.tsx')),
  event: withStarLoaded(() => import('../features/event/event-screen.tsx')),
  speakers: located(() => import('../features/speakers/speakers-screen.tsx')),
  speaker: withStarLoaded(() => import('../features/speakers/speaker-screen.tsx')),
  tracks: located(() => import('../features/schedule/tracks-screen.tsx')),
  track: withStarLoaded(() => import('../features/schedule/track-screen.tsx')),
  rooms: located(() => import('../features/schedule/rooms-screen.tsx')),
  room: withStarLoaded(() => import('../features/schedule/room-screen.tsx')),
  agenda: located(() => import('../features/agenda/agenda-screen.tsx')),
  'agenda-shared': withStarLoaded(() => import('../features/agenda/shared-agenda-screen.tsx')),
  search: withStarLoaded(() => import('../features/search/search-screen.tsx')),
  more: located(() => import('./more-screen-with-parts.tsx')),
  signin: located(() => import('../features/account/signin-screen.tsx')),
  signup: located(() => import('../features/account/signup-screen.tsx')),
  account: located(() => import('../features/account/account-screen.tsx')),
  admin: located(() => import('../features/admin/admin-screen.tsx')),
  'admin-section': located(() => import('../features/admin/admin-section-screen.tsx')),
  changes: withStarLoaded(() => import('../features/changes/changes-screen.tsx')),
};
