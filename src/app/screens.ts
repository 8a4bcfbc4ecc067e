import { importWithReload } from '../runtime/pwa/reload-on-chunk-error.ts';
import type { ScreenLoaders, ScreenModule } from '../runtime/router/screens.ts';

/**
 * A screen that shows events, loaded together with the agenda's star (src/app/with-star.tsx), so
 * the star is there at its first paint.
 */
const withStarLoaded = (load: () => Promise<ScreenModule>) =>
  importWithReload(() => Promise.all([load(), import('./with-star.tsx')]).then(([screen, { withStar }]) => ({ default: withStar(screen.default) })));

/** The route table bound to its screens, by route name (src/shared/routes.ts). Each loads lazily. */
export const SCREENS: ScreenLoaders = {
  home: withStarLoaded(() => import('../features/schedule/home-screen.tsx')),
  day: withStarLoaded(() => import('../features/schedule/day-screen.tsx')),
  event: withStarLoaded(() => import('../features/event/event-screen.tsx')),
  speakers: importWithReload(() => import('../features/speakers/speakers-screen.tsx')),
  speaker: withStarLoaded(() => import('../features/speakers/speaker-screen.tsx')),
  tracks: importWithReload(() => import('../features/schedule/tracks-screen.tsx')),
  track: withStarLoaded(() => import('../features/schedule/track-screen.tsx')),
  rooms: importWithReload(() => import('../features/schedule/rooms-screen.tsx')),
  room: withStarLoaded(() => import('../features/schedule/room-screen.tsx')),
  agenda: importWithReload(() => import('../features/agenda/agenda-screen.tsx')),
  'agenda-shared': withStarLoaded(() => import('../features/agenda/shared-agenda-screen.tsx')),
  search: withStarLoaded(() => import('../features/search/search-screen.tsx')),
  more: importWithReload(() => import('./more-screen-with-parts.tsx')),
  signin: importWithReload(() => import('../features/account/signin-screen.tsx')),
  signup: importWithReload(() => import('../features/account/signup-screen.tsx')),
  account: importWithReload(() => import('../features/account/account-screen.tsx')),
  admin: importWithReload(() => import('../features/admin/admin-screen.tsx')),
  'admin-section': importWithReload(() => import('../features/admin/admin-section-screen.tsx')),
  changes: withStarLoaded(() => import('../features/changes/changes-screen.tsx')),
};
