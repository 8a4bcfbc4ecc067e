import { ROUTE_LOADING_TIMEOUT_MS } from '../../shared/constants.ts';

export type LoadRouteResult<M, D> =
  { readonly kind: 'loaded'; readonly module: M; readonly data: D } | { readonly kind: 'failed'; readonly error: unknown } | { readonly kind: 'timeout' };

/**
 * Loads a screen's code and its page data in parallel (§4.6) and stops waiting after the
 * route-loading timeout (§4.7): whichever comes first, both, a failure, or the timeout.
 */
export function loadRoute<M, D>(loadModule: () => Promise<M>, loadData: () => Promise<D>, timeoutMs = ROUTE_LOADING_TIMEOUT_MS): Promise<LoadRouteResult<M, D>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
    Promise.all([loadModule(), loadData()]).then(
      ([module, data]) => {
        clearTimeout(timer);
        resolve({ kind: 'loaded', module, data });
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ kind: 'failed', error });
      },
    );
  });
}
