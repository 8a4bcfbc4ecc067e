import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { render } from '../../../src/app/render.tsx';
import { mountApp } from '../../../src/app/mount-app.tsx';
import { createPageDataClient } from '../../../src/runtime/page-data/page-data-client.ts';
import { createHistoryStore } from '../../../src/runtime/router/history-store.ts';
import { PAGE_DATA_BUILDERS } from '../../../src/shared/build-page-data.ts';
import { readLocation } from '../../../src/shared/location.ts';
import type { RenderedPage } from '../../../src/shared/rendered-page.ts';
import { sampleIndex } from '../server/fixtures/sample-schedule.ts';

// React's act() runs effects and transitions to the end before the test looks.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const index = sampleIndex();
let mounted: Root | null = null;

afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.innerHTML = '';
});

/** What the server would answer for a path: its page data and what it rendered. */
async function serverAnswer(path: string) {
  const reading = readLocation({ pathname: path, search: '', hash: '' });
  if (reading.kind !== 'route') throw new Error(`${path} is no route`);
  const build = PAGE_DATA_BUILDERS[reading.route.name];
  const data = build ? build(index, reading.params) : undefined;
  const page: RenderedPage = { status: 200, pageData: data === undefined ? null : { version: index.version, data } };
  const rendered = await render(path, page, reading.locale);
  return { page, rendered, pageDataUrl: reading.pageDataUrl };
}

/**
 * Hydrates a path as a direct load does, in React's development build, which says every
 * difference between the server's markup and the browser's render.
 */
async function hydrate(path: string, alter: (html: string) => string = (html) => html, historyState: unknown = null) {
  const { page, rendered, pageDataUrl } = await serverAnswer(path);
  window.history.replaceState(historyState, '', path);
  document.body.innerHTML = `<div id="root" data-rendered="${rendered?.status}">${alter(rendered?.html ?? '')}</div>`;
  const root = document.getElementById('root')!;
  const heading = root.querySelector('h1');
  const logged = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  const pageData = page.status === 200 && page.pageData ? page.pageData : null;
  await act(async () => {
    mounted = await mountApp(root, {
      pageData: createPageDataClient({ inline: pageData && pageDataUrl ? { url: pageDataUrl, pageData } : null, fetch: () => Promise.reject(new Error('offline')) }),
      history: createHistoryStore(window),
      inline: pageData,
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  await vi.waitFor(() => expect(root.hasAttribute('data-rendered')).toBe(false));
  return { root, heading, logged, recoverable };
}

describe('taking over what the server rendered', () => {
  it.each(['/', '/days/2026-02-01', '/events/12', '/speakers/p1', '/tracks/web', '/rooms/room-b', '/more', '/signin', '/de/days/2026-02-01', '/fr/'.slice(0, 3)])(
    '%s hydrates without a single difference, keeping the server’s elements',
    async (path) => {
      const { root, heading, logged, recoverable } = await hydrate(path);
      expect(recoverable).toEqual([]);
      expect(logged).not.toHaveBeenCalled();
      // The very element the server sent, not one painted anew.
      expect(root.querySelector('h1')).toBe(heading);
    },
  );

  it('says so when the markup is not what the app renders (the check above can fail)', async () => {
    const { recoverable, logged } = await hydrate('/events/12', (html) => html.replace('<h1', '<h1 data-other="1"').replace('Opening &lt;', 'Closing &lt;'));
    expect(recoverable.length + logged.mock.calls.length).toBeGreaterThan(0);
  });

  it('on a device signed in, reloading an entry with history behind it: as rendered first, then Back and Account', async () => {
    localStorage.setItem('hallway-signed-in', '1');
    try {
      const { root, recoverable, logged } = await hydrate('/more', undefined, { key: 'k', depth: 2 });
      expect(recoverable).toEqual([]);
      expect(logged).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(root.querySelector('.app-bar-back')).not.toBeNull());
      expect(root.querySelector('main a[href="/account"]')).not.toBeNull();
    } finally {
      localStorage.removeItem('hallway-signed-in');
    }
  });

  it('enables what needs the app once it runs: stars and forms', async () => {
    const { root } = await hydrate('/events/12');
    await vi.waitFor(() => expect(root.querySelector<HTMLButtonElement>('.star-button')?.disabled).toBe(false));
    expect(root.querySelector<HTMLFieldSetElement>('.form-fieldset')?.disabled).toBe(false);
  });
});
