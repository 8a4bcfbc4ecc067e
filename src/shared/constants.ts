/** The fixed numbers of DESIGN §13, in one place for the app, the server and the service worker. */

/** Requests in flight at once in the prefetch queue (client and service worker). */
export const PREFETCH_CONCURRENCY = 5;
/** A navigation whose code and page data have not both arrived by then stops waiting (§4.7). */
export const ROUTE_LOADING_TIMEOUT_MS = 3800;
/** Breadcrumbs kept by error reporting (§8). */
export const MAX_BREADCRUMBS = 100;
/** Browser tracing time-outs (§8). */
export const TRACING_IDLE_TIMEOUT_MS = 1000;
export const TRACING_FINAL_TIMEOUT_MS = 30000;
export const TRACING_CHILD_SPAN_TIMEOUT_MS = 15000;
/** Requests the error-report transport buffers (§8); the browser transport's own default is 40. */
export const TRANSPORT_BUFFER_SIZE = 64;
/** Spans kept per transaction (§8). */
export const MAX_SPANS_PER_TRANSACTION = 1000;
/** Prefetched page data younger than this is not fetched again (§4.6). */
export const PAGE_DATA_FRESH_MS = 30_000;
/** Redirects one navigation may follow before it stops with an error (§4.4). */
export const MAX_REDIRECTS_PER_NAVIGATION = 5;
/** Largest action or error-report body accepted (§7, §8). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Update checks of the service worker are made at most this often (§6). */
export const SW_UPDATE_CHECK_INTERVAL_MS = 60_000;
/** After Reload, the page asks the waiting version itself should the old one not have handed over by then. */
export const SW_HAND_OVER_FALLBACK_MS = 3_000;
