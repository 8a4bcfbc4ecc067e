import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarSubscription } from '../../../../src/features/account/calendar-subscription.tsx';
import type { AccountData } from '../../../../src/shared/actions.ts';
import { reportNetworkResult } from '../../../../src/runtime/pwa/network-status.ts';
import { renderScreen } from '../render-screen.tsx';
import { answerActions, json, submit } from '../account-form-helpers.ts';

const URL_MADE = 'https://hallway.example/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE.ics';
const MADE_AT = '2026-02-01T09:00:00.000Z';
const ACCOUNT: AccountData = { email: 'ada@example.org', role: 'attendee', stars: [], calendar: null };

let setLink: (link: AccountData['calendar']) => void = () => undefined;

/** The section with the account's page data as state, so a test can play its refetch after an action. */
function WithAccountData({ initial }: { readonly initial: AccountData['calendar'] }) {
  const [link, set] = useState(initial);
  setLink = set;
  return <CalendarSubscription link={link} />;
}

function renderSection(link: AccountData['calendar'] = null, locale: 'en' | 'de' | 'fr' = 'en') {
  return renderScreen(<WithAccountData initial={link} />, { data: { ...ACCOUNT, calendar: link }, path: '/account', locale });
}

/** Puts a clipboard on `navigator` (none with null), as an insecure origin has none. */
function stubClipboard(writeText: ((text: string) => Promise<void>) | null) {
  const clipboard = writeText ? { writeText: vi.fn(writeText) } : undefined;
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard;
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Subscription link' });

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
});
afterEach(() => {
  cleanup();
  reportNetworkResult(true);
});

describe('CalendarSubscription', () => {
  it('explains the subscription and offers to make a link while it is off', () => {
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Calendar subscription' })).toBeTruthy();
    expect(screen.getByText(/^Subscribe to your starred events in a calendar app/)).toBeTruthy();
    expect(screen.getByText('The subscription is off.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make a subscription link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the link it made in a labelled read-only field, focused, with a note that it is shown once', async () => {
    const actions = answerActions(() => json({ ok: true, url: URL_MADE, createdAt: MADE_AT }, 200, { 'Action-Revalidate': '/data/account.json' }));
    renderSection();
    await submit('Make a subscription link');
    expect(actions.posts.map((post) => [post.url, post.body])).toEqual([['/actions/calendar-link', {}]]);
    expect(field().value).toBe(URL_MADE);
    expect(field().readOnly).toBe(true);
    expect(document.activeElement).toBe(field());
    expect(field().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/it will not be shown again/);

    // The account's data catches up: the link stays, with New link and Turn off.
    act(() => setLink({ createdAt: MADE_AT }));
    expect(field().value).toBe(URL_MADE);
    expect(screen.getByRole('button', { name: 'New link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('copies the link and says so', async () => {
    const clipboard = stubClipboard(() => Promise.resolve());
    answerActions(() => json({ ok: true, url: URL_MADE, createdAt: MADE_AT }));
    renderSection();
    await submit('Make a subscription link');
    await submit('Copy link');
    expect(clipboard?.writeText).toHaveBeenCalledWith(URL_MADE);
    expect(screen.getByText('Link copied.').getAttribute('aria-live')).toBe('polite');
  });

  it('selects the link for copying by hand where the clipboard is not available', async () => {
    stubClipboard(null);
    answerActions(() => json({ ok: true, url: URL_MADE, createdAt: MADE_AT }));
    renderSection();
    await submit('Make a subscription link');
    fireEvent.blur(field());
    await submit('Copy link');
    expect(screen.getByText(/^Copying did not work here\./)).toBeTruthy();
    expect([field().selectionStart, field().selectionEnd]).toEqual([0, URL_MADE.length]);
  });

  it('says since when a link made earlier is on, without showing it', () => {
    renderSection({ createdAt: MADE_AT });
    expect(screen.getByText(/^The subscription is on: its link was made on .*2026.*To add the calendar to another app, make a new link\.$/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'New link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
    expect(screen.getByText(/^A new link replaces the old one/)).toBeTruthy();
  });

  it('replaces the link shown with the new one', async () => {
    let made = 0;
    answerActions(() => {
      made += 1;
      return json({ ok: true, url: URL_MADE.replace('AbCd', `N${made}`), createdAt: `2026-02-01T09:0${made}:00.000Z` });
    });
    renderSection({ createdAt: MADE_AT });
    await submit('New link');
    expect(field().value).toContain('N1');
    act(() => setLink({ createdAt: '2026-02-01T09:01:00.000Z' }));
    await submit('New link');
    expect(field().value).toContain('N2');
  });

  it('hides a link this screen made once another device made a newer one', async () => {
    answerActions(() => json({ ok: true, url: URL_MADE, createdAt: MADE_AT }));
    renderSection();
    await submit('Make a subscription link');
    act(() => setLink({ createdAt: '2026-02-01T10:00:00.000Z' }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('turns the subscription off, says so, and hands focus to the button that makes a link', async () => {
    const actions = answerActions(() => json({ ok: true }, 200, { 'Action-Revalidate': '/data/account.json' }));
    renderSection({ createdAt: MADE_AT });
    await submit('Turn off');
    act(() => setLink(null));
    expect(actions.posts.map((post) => post.url)).toEqual(['/actions/calendar-link-off']);
    expect(screen.getByText('The subscription is turned off: its link no longer works.')).toBeTruthy();
    expect(screen.getByText('The subscription is off.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Make a subscription link' }));
  });

  it('says the network is needed, offline and when no answer came, and keeps the state it had', async () => {
    answerActions(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSection({ createdAt: MADE_AT });
    await submit('Turn off');
    expect((await screen.findByRole('alert')).textContent).toBe("Changing the subscription needs the network. You're offline: connect, then try again.");
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
    act(() => reportNetworkResult(false));
    // Said once: the alert already says it.
    expect(screen.getAllByText(/^Changing the subscription needs the network\./)).toHaveLength(1);
  });

  it('says when signing in again is needed', async () => {
    answerActions(() => json({ error: 'unauthorized', message: 'Sign in to subscribe to your starred events.' }, 401));
    renderSection();
    await submit('Make a subscription link');
    expect((await screen.findByRole('alert')).textContent).toBe('Sign in to subscribe to your starred events.');
  });

  it('speaks German and French', () => {
    renderSection({ createdAt: MADE_AT }, 'de');
    expect(screen.getByRole('heading', { level: 2, name: 'Kalender-Abo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neuer Link' })).toBeTruthy();
    cleanup();
    renderSection(null, 'fr');
    expect(screen.getByRole('heading', { level: 2, name: 'Abonnement au calendrier' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Créer un lien d'abonnement" })).toBeTruthy();
  });
});
