import type { PageDataClient } from '../page-data/page-data-client.ts';
import type { Prefetcher } from './create-prefetcher.ts';
import type { ScreenLoaders } from './screens.ts';

/**
 * The prefetcher of create-prefetcher.ts with its code (the queue of 5) in the screens' chunk,
 * which the first screen loads anyway: none of it is in the first paint's JavaScript. It is asked
 * for at once in the browser (never in a server render), and a click before it is there loses
 * nothing: the navigation loads its screen and data itself.
 */
export function createLazyPrefetcher(screens: ScreenLoaders, pageData: PageDataClient): Prefetcher {
  let loaded: Promise<Prefetcher> | null = null;
  const prefetcher = () => (loaded ??= import('./create-prefetcher.ts').then(({ createPrefetcher }) => createPrefetcher(screens, pageData)));
  if (typeof window !== 'undefined') void prefetcher();
  return {
    prefetch: (href, options) => void prefetcher().then((ready) => ready.prefetch(href, options)),
    startNow: (href) => prefetcher().then((ready) => ready.startNow(href)),
  };
}
