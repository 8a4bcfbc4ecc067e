import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { REVALIDATE, REVALIDATED, type ClientToWorkerMessage } from '../../../../src/shared/sw-messages.ts';
import { useAction } from '../../../../src/runtime/actions/use-action.ts';
import { createPageDataClient } from '../../../../src/runtime/page-data/page-data-client.ts';
import { usePageData } from '../../../../src/runtime/page-data/page-data-context.ts';
import { HallwayRouter } from '../../../../src/runtime/router/hallway-router.tsx';
import { RouterOutlet } from '../../../../src/runtime/router/router-outlet.tsx';
import type { ScreenLoaders } from '../../../../src/runtime/router/screens.ts';
import { createMemoryHistory } from '../router/memory-history.ts';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The server as `fetch` sees it: page data by URL, actions answered as the test says. */
function fakeServer() {
  const pages = new Map<string, unknown>([
    ['/data/index.json', { title: 'Hallway Demo Conference', stars: 0 }],
    ['/data/account.json', { email: 'ada@example.org' }],
    ['/data/events/12.json', { title: 'Opening keynote' }],
  ]);
  const log: string[] = [];
  let answerAction: () => Response | Promise<Response> = () => json({ ok: true });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    log.push(`${init?.method ?? 'GET'} ${url}`);
    if (url.startsWith('/actions/')) return answerAction();
    return pages.has(url) ? json({ version: 'v1', data: pages.get(url) }) : json({ error: 'not-found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    pages,
    log,
    /** How many times a URL was fetched. */
    fetches: (url: string) => log.filter((entry) => entry === `GET ${url}`).length,
    answerActionsWith(answer: () => Response | Promise<Response>) {
      answerAction = answer;
    },
  };
}

/** A sign-in form that owns its input, as §7 asks: the hook never touches what was typed. */
function SignInScreen() {
  const { run, pending, error, fieldErrors } = useAction('signin');
  const [email, setEmail] = useState('');
  return (
    <main>
      <h1>Sign in</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run({ email, password: 'correct horse battery' });
        }}
      >
        <label>
          Email
          <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        {fieldErrors.email && <p data-testid="email-error">{fieldErrors.email}</p>}
        {error && <p role="alert">{error.offline ? 'Signing in needs the network.' : error.message}</p>}
        <button type="submit" disabled={pending}>
          Sign in
        </button>
      </form>
    </main>
  );
}

function HomeScreen() {
  const { data } = usePageData<{ title: string; stars: number }>();
  const { run } = useAction('star');
  return (
    <main>
      <h1>{data.title}</h1>
      <p data-testid="stars">{data.stars} stars</p>
      <button type="button" onClick={() => void run({ eventId: '12', starred: true, key: 'k-1' })}>
        Star
      </button>
    </main>
  );
}

function AccountScreen() {
  const { data } = usePageData<{ email: string }>();
  return (
    <main>
      <h1>Signed in as {data.email}</h1>
    </main>
  );
}

const module = (Screen: ComponentType) => () => Promise.resolve({ default: Screen });
const SCREENS: ScreenLoaders = { home: module(HomeScreen), signin: module(SignInScreen), account: module(AccountScreen) };

async function renderApp(initial: string) {
  const history = createMemoryHistory(initial);
  const pageData = createPageDataClient();
  render(
    <HallwayRouter screens={SCREENS} pageData={pageData} history={history}>
      <RouterOutlet />
    </HallwayRouter>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { history, pageData };
}

/** A service worker controlling the page, whose answer to REVALIDATE the test releases. */
function controllingWorker() {
  const received: ClientToWorkerMessage[] = [];
  const pending: Array<() => void> = [];
  const worker = {
    postMessage: vi.fn((message: ClientToWorkerMessage, transfer?: Transferable[]) => {
      received.push(message);
      const port = transfer?.[0];
      if (message.type === REVALIDATE && port) pending.push(() => (port as MessagePort).postMessage({ type: REVALIDATED, urls: message.urls }));
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: worker }, configurable: true });
  return {
    revalidations: () => received.filter((message) => message.type === REVALIDATE),
    /** Lets the worker answer every REVALIDATE it has received. */
    answer: () => pending.splice(0).forEach((reply) => reply()),
  };
}

describe('useAction', () => {
  beforeEach(() => {
    sessionStorage.clear();
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
  });
  afterEach(() => {
    cleanup();
  });

  it('exposes a 422’s message and field errors, and keeps what the user typed', async () => {
    const server = fakeServer();
    server.answerActionsWith(() => json({ errors: { email: 'Enter an email address.' } }, 422));
    await renderApp('/signin');
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    fireEvent.change(input, { target: { value: 'ada@' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

    expect((await screen.findByTestId('email-error')).textContent).toBe('Enter an email address.');
    expect(screen.getByRole('alert').textContent).toBe('Some fields are not valid.');
    expect(input.value).toBe('ada@');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(false);
  });

  it('shows the exact unexpected-response message for an HTML answer, and tells an offline failure apart', async () => {
    const server = fakeServer();
    server.answerActionsWith(() => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }));
    await renderApp('/signin');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected response was received from the server.');

    server.answerActionsWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Signing in needs the network.'));
  });

  it('navigates to Action-Redirect with a history push once the action succeeded', async () => {
    const server = fakeServer();
    server.answerActionsWith(() => json({ ok: true }, 200, { 'Action-Redirect': '/account', 'Action-Revalidate': '/data/account.json' }));
    const { history } = await renderApp('/signin');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

    expect(await screen.findByRole('heading', { name: 'Signed in as ada@example.org' })).toBeTruthy();
    expect(history.entries()).toEqual(['/signin', '/account']);
    expect(history.calls).toEqual([{ to: '/account', replace: false }]);
    expect(server.log).toEqual(['POST /actions/signin', 'GET /data/account.json']);
  });

  it('keeps the locale on display when the redirect has none', async () => {
    const server = fakeServer();
    server.answerActionsWith(() => json({ ok: true }, 200, { 'Action-Redirect': '/account' }));
    const { history } = await renderApp('/de/signin');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    await screen.findByRole('heading', { name: 'Signed in as ada@example.org' });
    expect(history.entries()).toEqual(['/de/signin', '/de/account']);
  });

  it('ignores a redirect to another site', async () => {
    const server = fakeServer();
    server.answerActionsWith(() => json({ ok: true }, 200, { 'Action-Redirect': '//evil.example/account' }));
    const { history } = await renderApp('/signin');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    await vi.waitFor(() => expect(server.log).toContain('POST /actions/signin'));
    await act(async () => undefined);
    expect(history.calls).toEqual([]);
  });

  it('has the worker refresh the revalidated URLs first, then refetches them and shows the screen on display afresh', async () => {
    const server = fakeServer();
    const worker = controllingWorker();
    server.answerActionsWith(() => json({ starred: true }, 200, { 'Action-Revalidate': '/data/index.json, /data/events/12.json' }));
    const { pageData, history } = await renderApp('/');
    expect(screen.getByTestId('stars').textContent).toBe('0 stars');
    expect(server.fetches('/data/index.json')).toBe(1);

    server.pages.set('/data/index.json', { title: 'Hallway Demo Conference', stars: 1 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Star' })));
    await vi.waitFor(() => expect(worker.revalidations()).toEqual([{ type: REVALIDATE, urls: ['/data/index.json', '/data/events/12.json'] }]));
    // Dropped from memory at once; not refetched until the worker's caches are fresh.
    expect(pageData.peek('/data/index.json')).toBeUndefined();
    expect(server.fetches('/data/index.json')).toBe(1);

    await act(async () => worker.answer());
    await vi.waitFor(() => expect(screen.getByTestId('stars').textContent).toBe('1 stars'));
    // Refetched once each: the screen on display shares the revalidation's request.
    expect(server.fetches('/data/index.json')).toBe(2);
    expect(server.fetches('/data/events/12.json')).toBe(1);
    expect(pageData.peek('/data/events/12.json')?.pageData).toEqual({ version: 'v1', data: { title: 'Opening keynote' } });
    expect(history.calls).toEqual([]);
  });
});
