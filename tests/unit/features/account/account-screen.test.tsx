import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountScreen from '../../../../src/features/account/account-screen.tsx';
import type { AccountData } from '../../../../src/shared/actions.ts';
import { setPendingChanges } from '../../../../src/runtime/actions/pending-changes.ts';
import { reportNetworkResult } from '../../../../src/runtime/pwa/network-status.ts';
import { renderScreen } from '../render-screen.tsx';
import { answerActions, json, submit } from '../account-form-helpers.ts';

const ACCOUNT: AccountData = {
  email: 'ada@example.org',
  role: 'attendee',
  stars: [
    { eventId: '12', starred: true, at: '2026-02-01T09:00:00Z' },
    { eventId: '13', starred: false, at: '2026-02-01T09:05:00Z' },
    { eventId: '14', starred: true, at: '2026-02-01T09:10:00Z' },
  ],
  calendar: null,
};

function renderAccount(data: AccountData = ACCOUNT) {
  return renderScreen(<AccountScreen />, { data, path: '/account' });
}

beforeEach(() => {
  localStorage.clear();
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
});
afterEach(() => {
  cleanup();
  reportNetworkResult(true);
  setPendingChanges(0);
});

describe('AccountScreen', () => {
  it('shows the email, the role and how many events are starred', () => {
    renderAccount();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your account');
    expect(screen.getByText('ada@example.org').tagName).toBe('DD');
    expect(screen.getByText('Attendee')).toBeTruthy();
    expect(screen.getByText(/^2 starred events in your account\./)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Organizer tools' })).toBeNull();
  });

  it('offers the calendar subscription', () => {
    renderAccount();
    expect(screen.getByRole('heading', { level: 2, name: 'Calendar subscription' })).toBeTruthy();
    expect(screen.getByText('The subscription is off.')).toBeTruthy();
    cleanup();
    renderAccount({ ...ACCOUNT, calendar: { createdAt: '2026-02-01T09:00:00.000Z' } });
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('links organizers to their tools', () => {
    renderAccount({ ...ACCOUNT, role: 'organizer' });
    expect(screen.getByText('Organizer').tagName).toBe('DD');
    expect(screen.getByRole('link', { name: 'Organizer tools' }).getAttribute('href')).toBe('/admin');
  });

  it('says whether changes are synced, waiting, or kept offline', () => {
    renderAccount();
    expect(screen.getByRole('status').textContent).toBe('All changes synced.');
    act(() => setPendingChanges(3));
    expect(screen.getByRole('status').textContent).toBe('3 changes waiting to sync.');
    act(() => reportNetworkResult(false));
    expect(screen.getByText(/^You're offline: what you change now is kept on this device/)).toBeTruthy();
    expect(screen.getByText("Signing out needs the network. You're offline: connect, then try again.")).toBeTruthy();
  });

  it('signs out and goes where the server sends it', async () => {
    localStorage.setItem('hallway-signed-in', '1');
    const actions = answerActions(() => json({ ok: true }, 200, { 'Action-Redirect': '/', 'Action-Revalidate': '/data/account.json, /data/admin.json' }));
    const { navigate } = renderAccount();
    await submit('Sign out');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(actions.posts.map((post) => [post.url, post.body])).toEqual([['/actions/signout', {}]]);
    expect(localStorage.getItem('hallway-signed-in')).toBeNull();
  });

  it('stays signed in, and says why, when signing out got no answer', async () => {
    localStorage.setItem('hallway-signed-in', '1');
    answerActions(() => Promise.reject(new TypeError('Failed to fetch')));
    const { navigate } = renderAccount();
    await submit('Sign out');
    expect((await screen.findByRole('alert')).textContent).toBe("Signing out needs the network. You're offline: connect, then try again.");
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('hallway-signed-in')).toBe('1');
  });
});
