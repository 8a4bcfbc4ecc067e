import { loadCatalogue } from '../../shared/i18n/catalogues.ts';
import { readLocation } from '../../shared/location.ts';
import type { RenderedPage } from '../../shared/rendered-page.ts';
import type { HistoryLocation } from './history-store.ts';
import type { Committed, View } from './navigation-state.ts';
import type { ScreenLoaders } from './screens.ts';

/**
 * The router's first commit for a location whose screen the server already rendered: the same
 * view, with its screen's code and its locale's texts loaded, so the browser's first render is
 * the server's HTML (hydration) and the server's render is what the browser would show. Null when
 * the location is no screen (nothing to render ahead; the router takes it from there).
 */
export async function firstCommit(location: HistoryLocation, rendered: RenderedPage, screens: ScreenLoaders): Promise<Committed | null> {
  const reading = readLocation(location);
  if (reading.kind !== 'route' && reading.kind !== 'fallback') return null;
  const { locale, path } = reading;
  const screenView = async (): Promise<View | null> => {
    if (rendered.status !== 200) return { kind: 'fallback', status: rendered.status };
    if (reading.kind !== 'route') return null;
    const load = screens[reading.route.name];
    // Without its page data the screen cannot be what the server showed.
    if (!load || (reading.pageDataUrl !== null && rendered.pageData === null)) return null;
    return { kind: 'screen', route: reading.route, Screen: (await load()).default, pageData: rendered.pageData };
  };
  const [view] = await Promise.all([screenView(), loadCatalogue(locale)]);
  return view && { location, locale, path, view, intent: 'initial' };
}
