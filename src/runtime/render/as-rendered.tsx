import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * True while the tree shows what a server render showed: on the server, and in the browser while
 * that markup is hydrated. What only the device knows (its clock, its zone, its choice of time
 * display) reads as on the server meanwhile, so hydration finds the server's text.
 */
const AsRenderedContext = createContext(false);

/** Whether what only the device knows must still read as on the server (see AsRenderedContext). */
export function useAsRendered(): boolean {
  return useContext(AsRenderedContext);
}

const NO_SUBSCRIPTION = () => () => undefined;

/**
 * A value of the device's (a store: its clock, its zone, a choice kept in its storage) that a
 * server render cannot know: `asOnServer` in a server render and while its markup is hydrated,
 * then the store's, followed. Without a server render it is the store's from the first render.
 */
export function useDeviceValue<T>(subscribe: (listener: () => void) => () => void, read: () => T, asOnServer: () => T): T {
  const asRendered = useAsRendered();
  return useSyncExternalStore(asRendered ? NO_SUBSCRIPTION : subscribe, asRendered ? asOnServer : read, asOnServer);
}

export interface AsRenderedProps {
  /** The tree hydrates markup a server rendered. */
  readonly hydrating: boolean;
  /** Called once the tree reads the device's own state: the app has taken the markup over. */
  readonly onLive?: (() => void) | undefined;
  readonly children: ReactNode;
}

/**
 * Holds the device's own state back while `asRendered` markup is hydrated, then lets it in as a
 * transition: the times, zones and live markers that change render in slices that yield to the
 * browser, not in one long task, and never as a hydration mismatch.
 */
export function AsRendered({ hydrating, onLive, children }: AsRenderedProps) {
  const [asRendered, setAsRendered] = useState(hydrating);
  useEffect(() => {
    if (asRendered) startTransition(() => setAsRendered(false));
    else onLive?.();
  }, [asRendered, onLive]);
  return <AsRenderedContext.Provider value={asRendered}>{children}</AsRenderedContext.Provider>;
}
