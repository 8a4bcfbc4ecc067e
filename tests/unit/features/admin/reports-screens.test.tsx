import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ReportsScreen from '../../../../src/features/admin/reports-screen.tsx';
import ReportGroupScreen from '../../../../src/features/admin/report-group-screen.tsx';
import ReportScreen from '../../../../src/features/admin/report-screen.tsx';
import type { ReportData, ReportGroupData, ReportGroupSummary, ReportsData } from '../../../../src/shared/admin-reports.ts';
import { reportNetworkResult } from '../../../../src/runtime/pwa/network-status.ts';
import { renderScreen } from '../render-screen.tsx';
import { answerActions, json, submit } from '../account-form-helpers.ts';

const KEY = '0123456789abcdef';
const ID = '3f2b8c1e6a4d4e0f9b7a1c2d3e4f5a6b';

const GROUP: ReportGroupSummary = {
  key: KEY,
  fingerprint: "TypeError: Cannot read properties of undefined (reading 'title') at formatTitle (/assets/event-screen.js)",
  frame: 'formatTitle (/assets/event-screen.js)',
  message: "TypeError: Cannot read properties of undefined (reading 'title')",
  count: 1234,
  firstSeen: '2026-02-01T08:00:00.000Z',
  lastSeen: '2026-02-01T09:30:00.000Z',
  releases: { top: [{ value: 'hallway@1.1.0', count: 1000 }], distinct: 1 },
  urls: { top: [{ value: 'https://hallway.test/events/12', count: 1200 }], distinct: 8 },
  browsers: { top: [{ value: 'Chrome 126', count: 1234 }], distinct: 1 },
  resolved: null,
};

const LIST: ReportsData = {
  groups: [GROUP, { ...GROUP, key: 'fedcba9876543210', message: '<img src=x onerror=alert(1)>', resolved: { at: '2026-02-01T09:00:00.000Z', by: 'org@example.org' } }],
  paging: { page: 2, pages: 3, pageSize: 50, total: 120 },
  openGroups: 80,
  reports: 5000,
  forwarding: false,
};

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
});
afterEach(() => {
  cleanup();
  reportNetworkResult(true);
});

describe('ReportsScreen', () => {
  it('lists each group as a card opening its group page, resolved ones marked, with a pager', () => {
    renderScreen(<ReportsScreen />, { data: LIST, path: '/admin/reports/page/2' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error reports');
    expect(screen.getByText('120 groups (80 open) · 5,000 reports')).toBeTruthy();
    const cards = screen.getAllByRole('listitem').filter((item) => item.classList.contains('report-card'));
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: GROUP.message! }).getAttribute('href')).toBe(`/admin/reports/groups/${KEY}`);
    expect(first.getByText('1,234 reports')).toBeTruthy();
    expect(first.getByText('https://hallway.test/events/12 and 7 more')).toBeTruthy();
    expect(first.queryByText('Resolved')).toBeNull();
    // A message is text, never markup.
    expect(within(cards[1]!).getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(within(cards[1]!).getByText('Resolved')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Newer' }).getAttribute('href')).toBe('/admin/reports');
    expect(within(pager).getByRole('link', { name: 'Older' }).getAttribute('href')).toBe('/admin/reports/page/3');
    expect(within(pager).getByText('Page 2 of 3')).toBeTruthy();
  });

  it('opens a report by the id the error screen showed, however it was pasted', () => {
    const { navigate } = renderScreen(<ReportsScreen />, { data: LIST, path: '/de/admin/reports', locale: 'de' });
    fireEvent.change(screen.getByLabelText('Berichts-ID'), { target: { value: ' 3F2B8C1E-6A4D-4E0F-9B7A-1C2D3E4F5A6B ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bericht öffnen' }));
    expect(navigate).toHaveBeenCalledWith(`/de/admin/reports/${ID}`);
  });

  it('asks for an id rather than searching for nothing', () => {
    const { navigate } = renderScreen(<ReportsScreen />, { data: LIST, path: '/admin/reports' });
    fireEvent.click(screen.getByRole('button', { name: 'Open report' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Report id').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a report id.')).toBeTruthy();
  });

  it('says when there is nothing yet', () => {
    renderScreen(<ReportsScreen />, { data: { ...LIST, groups: [], paging: { page: 1, pages: 1, pageSize: 50, total: 0 }, openGroups: 0, reports: 0 }, path: '/admin/reports' });
    expect(screen.getByText('No error reports yet.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});

const GROUP_DATA: ReportGroupData = {
  group: GROUP,
  reports: [
    {
      id: ID,
      received: '2026-02-01T09:30:00.000Z',
      release: 'hallway@1.1.0',
      url: 'https://hallway.test/events/12',
      browser: 'Chrome 126',
      forwarding: { state: 'waiting', attempts: 2, nextAt: '2026-02-01T09:31:00.000Z' },
    },
    { id: null, received: '2026-02-01T09:00:00.000Z', release: null, url: null, browser: null, forwarding: { state: 'forwarded', at: '2026-02-01T09:00:05.000Z' } },
  ],
  paging: { page: 1, pages: 1, pageSize: 50, total: 2 },
  forwarding: true,
};

describe('ReportGroupScreen', () => {
  it("lists the group's reports with where they came from and their forwarding state", () => {
    renderScreen(<ReportGroupScreen />, { data: GROUP_DATA, path: `/admin/reports/groups/${KEY}` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(GROUP.message);
    expect(screen.getByText(GROUP.fingerprint)).toBeTruthy();
    const rows = document.querySelectorAll('.report-row');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/admin/reports/${ID}`);
    expect(within(rows[0] as HTMLElement).getByText(/^Waiting: 2 attempts, next at /)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText(/Report without an id$/)).toBeTruthy();
  });

  it('marks the group resolved through the action and shows it at once', async () => {
    const actions = answerActions(() =>
      json({ ok: true, resolved: { at: '2026-02-01T10:00:00.000Z', by: 'org@example.org' } }, 200, { 'Action-Revalidate': `/data/admin/reports/groups/${KEY}.json` }),
    );
    renderScreen(<ReportGroupScreen />, { data: GROUP_DATA, path: `/admin/reports/groups/${KEY}` });
    await submit('Mark resolved');
    expect(actions.posts.map((post) => [post.url, post.body])).toEqual([['/actions/report-group-resolve', { group: KEY, resolved: true }]]);
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^Resolved on .* by org@example\.org\.$/);
  });

  it('says the network is needed and keeps the state it had when no answer comes', async () => {
    answerActions(() => Promise.reject(new TypeError('Failed to fetch')));
    renderScreen(<ReportGroupScreen />, { data: GROUP_DATA, path: `/admin/reports/groups/${KEY}` });
    await submit('Mark resolved');
    expect((await screen.findByRole('alert')).textContent).toBe('Resolving needs the network. Connect and try again.');
    expect(screen.getByRole('button', { name: 'Mark resolved' })).toBeTruthy();
  });
});

const REPORT: ReportData = {
  id: ID,
  groupKey: KEY,
  message: 'Error: </pre><script>alert(1)</script>',
  stack: [
    { function: 'formatTitle', filename: 'https://hallway.test/assets/event-screen-B4x9Qz1a.js', line: 1, column: 2345, inApp: true },
    { function: null, filename: 'https://hallway.test/assets/react-dom-Cq3v8TnB.js', line: 1, column: 48211, inApp: false },
  ],
  tags: [{ key: 'route', value: '/events/:id' }],
  release: 'hallway@1.1.0',
  environment: 'production',
  url: 'https://hallway.test/events/12',
  browser: 'Chrome 126',
  os: 'Android 14',
  received: '2026-02-01T09:30:00.000Z',
  forwarding: { state: 'off' },
  breadcrumbs: Array.from({ length: 100 }, (_, n) => ({ timestamp: '2026-02-01T09:29:00.000Z', category: 'console', level: 'info', message: `step ${n + 50}`, data: null })),
  breadcrumbsTotal: 150,
};

describe('ReportScreen', () => {
  it('shows message, stack, tags, forwarding state and the breadcrumb timeline, all as text', () => {
    renderScreen(<ReportScreen />, { data: REPORT, path: `/admin/reports/${ID}` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Report ${ID}`);
    expect(screen.getByText(REPORT.message!)).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'All reports of this error' }).getAttribute('href')).toBe(`/admin/reports/groups/${KEY}`);
    expect(screen.getByRole('region', { name: 'Stack' }).querySelector('pre')!.textContent).toBe(
      '[app] formatTitle  https://hallway.test/assets/event-screen-B4x9Qz1a.js:1:2345\n?  https://hallway.test/assets/react-dom-Cq3v8TnB.js:1:48211',
    );
    expect(screen.getByText('Not forwarded: forwarding is off')).toBeTruthy();
    expect(screen.getByText('The newest 100 of 150, oldest first.')).toBeTruthy();
    const timeline = document.querySelector('ol.report-breadcrumbs')!;
    expect(timeline.children).toHaveLength(100);
    expect(timeline.firstElementChild!.textContent).toContain('step 50');
  });
});
