import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ScheduleScreen from '../../../../src/features/admin/schedule-screen.tsx';
import type { AdminScheduleData, ScheduleCheckAccepted, ScheduleVersionEntry } from '../../../../src/shared/admin-schedule.ts';
import { reportNetworkResult } from '../../../../src/runtime/pwa/network-status.ts';
import { renderScreen } from '../render-screen.tsx';

const SERVED: ScheduleVersionEntry = {
  version: 'aaaaaaaaaaaaaaaa',
  source: 'schedule.json',
  publishedAt: '2026-02-01T08:00:00.000Z',
  publishedBy: 'org@example.org',
  events: 812,
  days: 4,
  rooms: 9,
  warnings: 2,
  current: true,
};
const EARLIER: ScheduleVersionEntry = {
  ...SERVED,
  version: 'bbbbbbbbbbbbbbbb',
  source: 'demo',
  publishedAt: '2026-01-31T17:30:00.000Z',
  publishedBy: 'start-up',
  events: 800,
  warnings: 0,
  current: false,
};
const DATA: AdminScheduleData = { served: { ...SERVED, timeZone: 'Europe/Brussels', title: 'Sample Conf' }, versions: [SERVED, EARLIER] };

const place = (start: string, end: string, room: string) => ({ start, end, day: '2026-02-01', room });
const ACCEPTED: ScheduleCheckAccepted = {
  ok: true,
  candidate: 'c'.repeat(43),
  version: 'cccccccccccccccc',
  source: 'new.xml',
  summary: { events: 3, days: 1, rooms: 2, tracks: 0, speakers: 1 },
  warnings: [],
  sameAsServed: false,
  timeZone: 'Europe/Brussels',
  changes: {
    from: SERVED.version,
    to: 'cccccccccccccccc',
    counts: { moved: 1, cancelled: 0, new: 1, removed: 0, changed: 1, unchanged: 7 },
    renamed: [{ from: '12', to: '112' }],
    changes: [
      {
        kind: 'moved',
        id: '112',
        previousId: '12',
        guid: 'g',
        title: 'Opening <b>talk</b>',
        before: place('2026-02-01T09:30:00+01:00', '2026-02-01T10:00:00+01:00', 'Main Hall'),
        after: place('2026-02-01T10:30:00+01:00', '2026-02-01T11:00:00+01:00', 'Room B'),
        fields: [],
      },
      {
        kind: 'new',
        id: '50',
        previousId: null,
        guid: null,
        title: 'A new talk',
        before: null,
        after: place('2026-02-01T14:00:00+01:00', '2026-02-01T14:30:00+01:00', 'Room B'),
        fields: [],
      },
      {
        kind: 'changed',
        id: '41',
        previousId: null,
        guid: null,
        title: 'Renamed talk',
        before: place('2026-02-01T15:00:00+01:00', '2026-02-01T15:30:00+01:00', 'Room B'),
        after: place('2026-02-01T15:00:00+01:00', '2026-02-01T15:30:00+01:00', 'Room B'),
        fields: ['title', 'speakers'],
      },
    ],
  },
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

interface Post {
  readonly url: string;
  readonly init: RequestInit | undefined;
}

/** Answers action posts in turn; page-data refetches get the same data back. */
function answerActions(...answers: (() => Response | Promise<Response>)[]) {
  const posts: Post[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('/actions/')) return json({ version: 'v', data: DATA });
      posts.push({ url, init });
      const answer = answers.shift();
      if (!answer) throw new Error(`No answer for ${url}`);
      return answer();
    }),
  );
  return posts;
}

function chooseFile(name = 'new.xml') {
  const input = screen.getByLabelText<HTMLInputElement>('Schedule file');
  const file = new File(['<schedule/>'], name, { type: 'application/xml' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
  return file;
}

async function press(name: string | RegExp) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
});
afterEach(() => {
  cleanup();
  reportNetworkResult(true);
});

describe('ScheduleScreen', () => {
  it('shows the version being served and the versions, with Roll back on the others only', () => {
    renderScreen(<ScheduleScreen />, { data: DATA, path: '/admin/schedule' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Schedule');
    expect(screen.getByText('812 events, 4 days, 9 rooms · 2 warnings')).toBeTruthy();
    const served = within(screen.getByRole('region', { name: 'Being served' }));
    expect(served.getByText(/^Sun, Feb 1, 9:00\sAM by org@example\.org$/)).toBeTruthy();
    const versions = within(screen.getByRole('region', { name: 'Versions' }));
    expect(versions.getAllByRole('listitem').map((item) => item.getAttribute('aria-current'))).toEqual(['true', null]);
    expect(versions.getAllByRole('button', { name: 'Roll back' })).toHaveLength(1);
    expect(versions.getByText(/by the server at start-up/)).toBeTruthy();
  });

  it('asks for a file or a URL before posting anything', async () => {
    const posts = answerActions();
    renderScreen(<ScheduleScreen />, { data: DATA, path: '/admin/schedule' });
    await press('Check');
    expect(posts).toEqual([]);
    const input = screen.getByLabelText('Schedule file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a schedule file or give its URL.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
  });

  it('posts the chosen file as a form and lists the problems of a refused one, where and why', async () => {
    const posts = answerActions(() =>
      json(
        {
          ok: false,
          problems: [
            { where: 'line 12', message: 'The start "25:99" is not a time.' },
            { where: 'line 40', message: 'An event needs a title.' },
          ],
        },
        422,
      ),
    );
    renderScreen(<ScheduleScreen />, { data: DATA, path: '/admin/schedule' });
    const file = chooseFile();
    await press('Check');
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post?.url).toBe('/actions/schedule-check');
    expect(post?.init?.body).toBeInstanceOf(FormData);
    expect((post?.init?.body as FormData).get('file')).toBe(file);
    expect(new Headers(post?.init?.headers).get('Content-Type')).toBeNull();

    expect(screen.getByRole('heading', { name: 'The file was refused' })).toBe(document.activeElement);
    expect(screen.getByText('The schedule being served is unchanged.')).toBeTruthy();
    const problems = screen.getAllByRole('listitem').filter((item) => item.closest('.schedule-problems'));
    expect(problems.map((item) => item.textContent)).toEqual(['line 12 — The start "25:99" is not a time.', 'line 40 — An event needs a title.']);
  });

  it('previews what publishing changes, publishes the checked file and confirms it', async () => {
    const posts = answerActions(
      () => json(ACCEPTED),
      () => json({ ok: true, version: ACCEPTED.version, publishedAt: '2026-02-01T09:00:00.000Z' }, 200, { 'Action-Revalidate': '/data/admin/schedule.json' }),
    );
    renderScreen(<ScheduleScreen />, { data: DATA, path: '/admin/schedule' });
    chooseFile();
    await press('Check');
    expect(screen.getByRole('heading', { name: 'What publishing it changes' })).toBe(document.activeElement);
    expect(screen.getByText('new.xml: 3 events, 1 days, 2 rooms, 0 tracks, 1 speakers')).toBeTruthy();
    const counts = [...document.querySelectorAll('.schedule-counts dt')].map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(counts).toEqual(['Moved 1', 'Cancelled 0', 'New 1', 'Removed 0', 'Changed 1', 'Unchanged 7']);
    const moved = screen.getByText('Opening <b>talk</b>').closest('li');
    expect(moved?.textContent).toMatch(/\(112, was 12\)/);
    expect(moved?.querySelector('del')?.textContent).toMatch(/9:30\sAM – 10:00\sAM, Main Hall/);
    expect(moved?.textContent).toMatch(/→ Sun, Feb 1, 10:30\sAM – 11:00\sAM, Room B/);
    expect(screen.getByText('Renamed talk').closest('li')?.textContent).toMatch(/title, speakers/);

    await press('Publish');
    expect(posts[1]?.url).toBe('/actions/schedule-publish');
    expect(JSON.parse(String(posts[1]?.init?.body))).toEqual({ candidate: ACCEPTED.candidate });
    expect(screen.getByText(/^Published: this version is being served/)).toBe(document.activeElement);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('says checking needs the network when offline, and keeps the URL typed', async () => {
    answerActions(() => Promise.reject(new TypeError('Failed to fetch')));
    renderScreen(<ScheduleScreen />, { data: DATA, path: '/admin/schedule' });
    const url = screen.getByLabelText<HTMLInputElement>('Or its URL');
    fireEvent.change(url, { target: { value: 'https://example.org/schedule.xml' } });
    await press('Check');
    expect(screen.getByRole('alert').textContent).toMatch(/needs the network/);
    expect(url.value).toBe('https://example.org/schedule.xml');
  });

  it('rolls back only after a second, confirming press', async () => {
    const posts = answerActions(() => json({ ok: true, version: EARLIER.version, publishedAt: '2026-02-01T09:00:00.000Z' }));
    renderScreen(<ScheduleScreen />, { data: DATA, path: '/admin/schedule' });
    await press('Roll back');
    expect(posts).toEqual([]);
    const confirm = screen.getByRole('button', { name: /^Roll back to Sat, Jan 31, 6:30\sPM\?$/ });
    expect(document.activeElement).toBe(confirm);
    await press('Cancel');
    expect(screen.queryByRole('button', { name: /^Roll back to/ })).toBeNull();
    await press('Roll back');
    await press(/^Roll back to/);
    expect(posts.map((post) => [post.url, JSON.parse(String(post.init?.body))])).toEqual([['/actions/schedule-rollback', { version: EARLIER.version }]]);
    expect(screen.getByText(/^Rolled back: the version published Sat, Jan 31, 6:30\sPM is being served again\.$/)).toBeTruthy();
  });
});
