/** A promise and the function that resolves it. */
export interface Deferred {
  readonly promise: Promise<void>;
  readonly resolve: () => void;
}

/**
 * For work that ends somewhere other than where it is awaited: a warm-up finishing, the queue
 * pausing, a page handing over. It is what `Promise.withResolvers` gives, which the worker's
 * ES2022 target does not have.
 */
export function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}
