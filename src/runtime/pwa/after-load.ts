import { whenIdle } from './when-idle.ts';

/**
 * Runs `run` once the window has loaded: at once if it already has, else on its `load` event.
 * Never in a server render, which has no window and never loads.
 */
export function afterLoad(run: () => void): void {
  if (typeof window === 'undefined') return;
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

export interface AfterLoadWhenIdleOptions {
  /** How long to wait after `load` before looking for an idle moment; 0 by default. */
  readonly delayMs?: number;
  /** The longest the idle moment may then keep `run` waiting; no limit by default. */
  readonly timeoutMs?: number;
}

/**
 * Runs `run` after `load`, then `delayMs`, then in an idle moment: how the app starts the work
 * the first screen does not need (the service worker's warm-up, the error-reporting SDK, the
 * outbox), so none of it competes with the first paint.
 */
export function afterLoadWhenIdle(run: () => void, options: AfterLoadWhenIdleOptions = {}): void {
  afterLoad(() => setTimeout(() => whenIdle(run, options.timeoutMs), options.delayMs));
}
