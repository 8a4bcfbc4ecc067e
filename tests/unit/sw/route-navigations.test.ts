// sw/ is written against the WebWorker lib; tests/tsconfig.json has only the DOM one.
/// <reference lib="webworker" />
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteMatchCallback, RouteMatchCallbackOptions } from 'workbox-core/types.js';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { SHELL_URL, routeNavigations } from '../../../sw/route-navigations.ts';

// Workbox's router needs a real service worker; here we only capture what is registered.
vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));
vi.mock('workbox-precaching', () => ({ createHandlerBoundToURL: vi.fn((url: string) => ({ boundTo: url })) }));

const ORIGIN = 'https://hallway.example';
let matchNavigation: RouteMatchCallback;

function request(path: string, mode: RequestMode): RouteMatchCallbackOptions {
  const url = new URL(path, ORIGIN);
  return { url, request: { mode, url: url.href } as Request, sameOrigin: true, event: new Event('fetch') as ExtendableEvent };
}

beforeAll(() => {
  routeNavigations();
  const [capture] = vi.mocked(registerRoute).mock.calls[0] ?? [];
  if (typeof capture !== 'function') throw new Error('routeNavigations did not register a match callback');
  matchNavigation = capture;
});

describe('routeNavigations', () => {
  it('answers matching requests with the precached shell document', () => {
    expect(SHELL_URL).toBe('/index.html');
    expect(createHandlerBoundToURL).toHaveBeenCalledWith(SHELL_URL);
    expect(vi.mocked(registerRoute).mock.calls[0]?.[1]).toEqual({ boundTo: SHELL_URL });
  });

  it.each(['/', '/events/12', '/de/days/2026-02-01', '/events/12/', '/talks/1', '/schedule'])('answers a navigation to the app path %s with the shell', (path) => {
    expect(matchNavigation(request(path, 'navigate'))).toBeTruthy();
  });

  it.each(['/data/x.json', '/actions/star', '/monitoring', '/healthz', '/calendar/x.ics', '/calendar/x', '/sw.js', '/icons/a.png', '/nowhere'])(
    'leaves a navigation to %s to the network',
    (path) => {
      expect(matchNavigation(request(path, 'navigate'))).toBeFalsy();
    },
  );

  it('leaves requests that are not navigations alone, even to app paths', () => {
    expect(matchNavigation(request('/events/12', 'cors'))).toBeFalsy();
    expect(matchNavigation(request('/', 'no-cors'))).toBeFalsy();
  });
});
