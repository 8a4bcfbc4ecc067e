import { useEffect, useInsertionEffect, useLayoutEffect, useRef } from 'react';

/**
 * Stands in for wouter's `react-deps.js` (vite.config.ts), which reads React's namespace object
 * (`React['useInsertion' + 'Effect']`): with wouter in the screens' chunk, the bundler would move
 * React out of the entry chunk to share that object. The same hooks, by name.
 */
export {
  useMemo,
  useRef,
  useState,
  useContext,
  createContext,
  isValidElement,
  cloneElement,
  createElement,
  Fragment,
  forwardRef,
  useSyncExternalStore,
  useInsertionEffect,
} from 'react';

/** The layout effect in a browser, the (server no-op) effect elsewhere, as wouter's own. */
export const useIsomorphicLayoutEffect = typeof window !== 'undefined' && typeof window.document?.createElement !== 'undefined' ? useLayoutEffect : useEffect;

/** A stable function that always calls the latest `fn`, as wouter's own. */
export const useEvent = <A extends unknown[], R>(fn: (...args: A) => R): ((...args: A) => R) => {
  type Pair = [(...args: A) => R, (...args: A) => R];
  const ref: Pair = useRef<Pair>([fn, (...args: A): R => ref[0](...args)]).current;
  useInsertionEffect(() => {
    ref[0] = fn;
  });
  return ref[1];
};
