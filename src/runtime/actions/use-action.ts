import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActionBodies, ActionName } from '../../shared/actions.ts';
import { localizePath, splitLocale, type Locale } from '../../shared/locales.ts';
import { pageDataUrl } from '../../shared/page-data.ts';
import { usePageDataClient } from '../page-data/page-data-client-context.ts';
import { reportNetworkResult } from '../pwa/network-status.ts';
import { useRouter } from '../router/router-context.ts';
import { useRouterState } from '../router/router-state.ts';
import { ActionError, NO_FIELD_ERRORS } from './action-error.ts';
import { postAction, type ActionResult } from './post-action.ts';
import { revalidateInWorker, type RevalidateInWorkerOptions } from './revalidate-in-worker.ts';

export interface UseActionOptions {
  /** Sent as `Hallway-Device`. */
  readonly deviceId?: string;
  /** Injected for tests; the controlling service worker by default. */
  readonly worker?: RevalidateInWorkerOptions['worker'];
  /** Error statuses whose JSON answer `run` resolves with instead of failing (PostActionOptions.resultStatuses). */
  readonly resultStatuses?: readonly number[];
}

export interface UseActionResult<N extends ActionName> {
  /**
   * Posts the action. Resolves with the result once revalidation is done and the redirect (if
   * any) has been pushed, or with null when it failed — the error is then in `error`.
   */
  readonly run: (body: ActionBodies[N]) => Promise<ActionResult | null>;
  readonly pending: boolean;
  /** The last run's failure, kept until the next run settles or `reset`. */
  readonly error: ActionError | null;
  /** A 422's messages by field name, to show beside each input; empty when none. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Forgets the error (say, when the user edits the field it was about). */
  readonly reset: () => void;
}

interface State {
  readonly pending: boolean;
  readonly error: ActionError | null;
}

const IDLE: State = { pending: false, error: null };

/** A redirect without a locale prefix stays in the locale on display, as a Link does (§4.2). */
function localizeRedirect(redirect: string, locale: Locale): string {
  const url = new URL(redirect, 'http://hallway.invalid');
  if (splitLocale(url.pathname).prefixed) return redirect;
  return localizePath(url.pathname, locale) + url.search + url.hash;
}

/**
 * An action for a form (§7). The form owns its inputs and this hook never touches them: on any
 * error the input stays and `error`/`fieldErrors` say what to show beside it. On success,
 * `Action-Revalidate` URLs are dropped from memory, refreshed in the service worker's caches
 * (awaited, with a time-out) and fetched again — the screen on display in place — and
 * `Action-Redirect` is navigated to with a history push.
 */
export function useAction<N extends ActionName>(name: N, options: UseActionOptions = {}): UseActionResult<N> {
  const router = useRouter();
  const routerState = useRouterState();
  const pageData = usePageDataClient();
  const [state, setState] = useState<State>(IDLE);
  const latestRun = useRef(0);
  // The screen on display when the answer arrives, not when the form rendered.
  const shown = useRef(routerState);
  useEffect(() => {
    shown.current = routerState;
  }, [routerState]);
  const { deviceId, worker, resultStatuses } = options;

  const run = useCallback(
    async (body: ActionBodies[N]): Promise<ActionResult | null> => {
      const call = ++latestRun.current;
      // The previous error stays on screen while the new attempt is under way.
      setState((now) => ({ pending: true, error: now.error }));
      let result: ActionResult;
      try {
        result = await postAction(name, body, {
          onNetworkResult: reportNetworkResult,
          ...(deviceId === undefined ? {} : { deviceId }),
          ...(resultStatuses === undefined ? {} : { resultStatuses }),
        });
      } catch (error) {
        if (call === latestRun.current) setState({ pending: false, error: error instanceof ActionError ? error : null });
        if (error instanceof ActionError) return null;
        throw error;
      }

      const urls = result.revalidate;
      // Memory first, so no navigation meanwhile shows what the action changed; then the worker,
      // so the refetch below is not answered from its stale copy.
      for (const url of urls) pageData?.invalidate(url);
      await revalidateInWorker(urls, worker === undefined ? {} : { worker });
      const refetched: Promise<unknown>[] = urls.map((url) => pageData?.revalidate(url).catch(() => null) ?? Promise.resolve());
      const { committed, refresh } = shown.current;
      const shownUrl = committed?.view.kind === 'screen' && committed.view.route.pageData ? pageDataUrl(committed.path) : null;
      if (result.redirect !== null) router.navigate(localizeRedirect(result.redirect, router.locale));
      // Started after the refetches, so the screen on display shares their request.
      else if (shownUrl !== null && urls.includes(shownUrl)) refetched.push(refresh().catch(() => null));
      await Promise.all(refetched);
      if (call === latestRun.current) setState(IDLE);
      return result;
    },
    [name, deviceId, worker, resultStatuses, pageData, router],
  );

  const reset = useCallback(() => setState((now) => (now.error ? { ...now, error: null } : now)), []);
  return { run, pending: state.pending, error: state.error, fieldErrors: state.error?.fieldErrors ?? NO_FIELD_ERRORS, reset };
}
