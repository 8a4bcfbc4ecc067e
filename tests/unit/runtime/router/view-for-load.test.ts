import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../../src/shared/page-data.ts';
import { routeNamed } from '../../../../src/shared/routes.ts';
import { PageDataError } from '../../../../src/runtime/page-data/page-data-error.ts';
import { FallbackError } from '../../../../src/runtime/router/fallbacks.ts';
import type { LoadRouteResult } from '../../../../src/runtime/router/load-route.ts';
import type { ScreenModule } from '../../../../src/runtime/router/screens.ts';
import type { View } from '../../../../src/runtime/router/navigation-state.ts';
import { viewForLoad } from '../../../../src/runtime/router/view-for-load.ts';

type Result = LoadRouteResult<ScreenModule, PageData<unknown> | null>;

const route = routeNamed('event');
const Screen = () => null;
const DATA: PageData<unknown> = { version: 'v1', data: {} };
const failed = (error: unknown): Result => ({ kind: 'failed', error });
const pageDataError = (kind: ConstructorParameters<typeof PageDataError>[0], status: number | null) => new PageDataError(kind, '/data/events/1.json', status);

/** The decision in words, for the tables. */
function summary(view: View | null): string {
  if (view === null) return 'load the whole page';
  switch (view.kind) {
    case 'fallback':
      return `fallback ${view.status}`;
    case 'unavailable':
      return `unavailable: ${view.reason}`;
    default:
      return view.kind;
  }
}

describe('viewForLoad', () => {
  it.each<{ what: string; result: Result; online: boolean; then: string }>([
    { what: 'code and data', result: { kind: 'loaded', module: { default: Screen }, data: DATA }, online: true, then: 'screen' },
    { what: 'code, no page data', result: { kind: 'loaded', module: { default: Screen }, data: null }, online: false, then: 'screen' },
    { what: 'notFound() from the screen', result: failed(new FallbackError(404)), online: true, then: 'fallback 404' },
    { what: 'forbidden() from the screen', result: failed(new FallbackError(403)), online: false, then: 'fallback 403' },
    { what: 'page data not found', result: failed(pageDataError('not-found', 404)), online: true, then: 'fallback 404' },
    { what: 'page data forbidden', result: failed(pageDataError('forbidden', 403)), online: true, then: 'fallback 403' },
    { what: 'page data unauthorized', result: failed(pageDataError('unauthorized', 401)), online: true, then: 'fallback 401' },
    { what: 'page data bad request', result: failed(pageDataError('bad-request', 400)), online: true, then: 'fallback 400' },
    { what: 'no answer for the page data', result: failed(pageDataError('network', null)), online: true, then: 'unavailable: offline' },
    { what: 'the code not cached, offline', result: failed(new TypeError('Failed to fetch dynamically imported module')), online: false, then: 'unavailable: offline' },
    { what: 'a server error', result: failed(pageDataError('server', 500)), online: true, then: 'error' },
    { what: 'a server error, offline', result: failed(pageDataError('server', 500)), online: false, then: 'unavailable: offline' },
    { what: 'a broken screen module', result: failed(new Error('boom')), online: true, then: 'error' },
  ])('$what (online: $online): $then', ({ result, online, then }) => {
    expect(summary(viewForLoad(result, { route, online, hardLoadedRecently: false }))).toBe(then);
  });

  it.each<[boolean, boolean, string]>([
    [true, false, 'load the whole page'],
    [true, true, 'unavailable: timeout'],
    [false, false, 'unavailable: offline'],
    [false, true, 'unavailable: offline'],
  ])('after the timeout (online: %s, hard-loaded moments ago: %s): %s', (online, hardLoadedRecently, expected) => {
    expect(summary(viewForLoad({ kind: 'timeout' }, { route, online, hardLoadedRecently }))).toBe(expected);
  });

  it('shows the loaded screen with its route and page data', () => {
    const view = viewForLoad({ kind: 'loaded', module: { default: Screen }, data: DATA }, { route, online: true, hardLoadedRecently: false });
    expect(view).toEqual({ kind: 'screen', route, Screen, pageData: DATA });
  });

  it('hands an application error on as it came', () => {
    const error = new Error('boom');
    expect(viewForLoad(failed(error), { route, online: true, hardLoadedRecently: false })).toEqual({ kind: 'error', error });
  });
});
