import type { PageDataClient } from '../page-data/page-data-client.ts';
import { afterLoadWhenIdle } from '../pwa/after-load.ts';
import type { Prefetcher } from './create-prefetcher.ts';
import type { ScreenLoaders } from './screens.ts';

/**
 * The prefetcher of create-prefetcher.ts with its code (the queue of 5) loaded when first needed:
 * at a click, a hover, or once the page is idle after `load`, which is when prefetching on sight
 * starts anyway. None of it is in the first paint's JavaScript, and a click before it is there
 * loses nothing: the navigation loads its screen and data itself.
 */
export function createLazyPrefetcher(screens: ScreenLoaders, pageData: PageDataClient): Prefetcher {
  let loaded: Promise<Prefetcher> | null = null;
  const prefetcher = () => (loaded ??= import('./create-prefetcher.ts').then(({ createPrefetcher }) => createPrefetcher(screens, pageData)));
  afterLoadWhenIdle(() => void prefetcher(), { timeoutMs: 3000 });
  return {
    prefetch: (href, options) => void prefetcher().then((ready) => ready.prefetch(href, options)),
    startNow: (href) => prefetcher().then((ready) => ready.startNow(href)),
  };
}
