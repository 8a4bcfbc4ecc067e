import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackForm } from '../../../../src/features/event/feedback-form.tsx';
import { readFeedback, saveFeedback } from '../../../../src/features/event/local-feedback.ts';
import { appOutbox } from '../../../../src/runtime/actions/outbox-sync.ts';
import { deviceStore, outboxStore } from '../../../../src/runtime/storage/stores.ts';
import { renderScreen } from '../render-screen.tsx';

type Answer = 'ok' | 'offline' | Response;

/** Answers `/actions/feedback` as the test says, recording each body posted. */
function fakeServer(answer: Answer = 'ok') {
  const server = { answer, bodies: [] as Record<string, unknown>[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (server.answer === 'offline') throw new TypeError('Failed to fetch');
      server.bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return server.answer === 'ok' ? new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }) : server.answer.clone();
    }),
  );
  return server;
}

const commentField = () => screen.getByRole('textbox', { name: 'Comment (optional)' });
const rate = (value: number) => fireEvent.click(screen.getByRole('radio', { name: String(value) }));
const type = (text: string) => fireEvent.change(commentField(), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /feedback$/ }));
const status = () => screen.getAllByRole('status').at(-1)!;

beforeEach(async () => {
  await clear(deviceStore());
  await clear(outboxStore());
  await appOutbox().refresh();
});
afterEach(cleanup);

describe('FeedbackForm', () => {
  it('has a labelled 1–5 rating group and a labelled comment with a character counter', () => {
    fakeServer();
    renderScreen(<FeedbackForm eventId="12" />, { data: null });
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label') ?? radio.parentElement?.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('0 of 2,000 characters')).toBeTruthy();
    type('Loved it');
    expect(screen.getByText('8 of 2,000 characters')).toBeTruthy();
    expect(commentField().getAttribute('aria-describedby')).toContain(screen.getByText('8 of 2,000 characters').id);
  });

  it('sends the rating and comment, keeps them on the device and says so', async () => {
    const server = fakeServer();
    renderScreen(<FeedbackForm eventId="12" />, { data: null });
    rate(4);
    type('Clear and useful');
    submit();
    await waitFor(() => expect(status().textContent).toBe('Thank you! Your feedback was sent.'));
    expect(server.bodies).toEqual([{ eventId: '12', rating: 4, comment: 'Clear and useful', at: expect.any(String), key: expect.any(String) }]);
    expect(await readFeedback('12')).toEqual({ rating: 4, comment: 'Clear and useful', at: server.bodies[0]!['at'] });
    expect(screen.getByRole('button', { name: 'Update feedback' })).toBeTruthy();
  });

  it('says what is missing beside the field and keeps what was typed', async () => {
    const server = fakeServer();
    renderScreen(<FeedbackForm eventId="12" />, { data: null });
    type('No rating yet');
    submit();
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(within(group).getByText('Choose a rating from 1 to 5.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1' }));
    expect((commentField() as HTMLTextAreaElement).value).toBe('No rating yet');

    rate(2);
    type('x'.repeat(2001));
    submit();
    expect(screen.getByText('Keep the comment to 2,000 characters or fewer.')).toBeTruthy();
    expect(commentField().getAttribute('aria-invalid')).toBe('true');
    expect((commentField() as HTMLTextAreaElement).value).toHaveLength(2001);
    expect(server.bodies).toEqual([]);
  });

  it('counts characters as the server does: an emoji is one character, not two UTF-16 units', async () => {
    const server = fakeServer();
    renderScreen(<FeedbackForm eventId="12" />, { data: null });
    rate(5);
    type('🎉'.repeat(2000));
    expect(screen.getByText('2,000 of 2,000 characters')).toBeTruthy();
    expect(commentField().getAttribute('aria-invalid')).toBeNull();
    submit();
    await waitFor(() => expect(status().textContent).toBe('Thank you! Your feedback was sent.'));
    expect(server.bodies).toHaveLength(1);

    type('🎉'.repeat(2001));
    expect(screen.getByText('2,001 of 2,000 characters')).toBeTruthy();
    submit();
    expect(screen.getByText('Keep the comment to 2,000 characters or fewer.')).toBeTruthy();
    expect(server.bodies).toHaveLength(1);
  });

  it('offline, keeps the feedback in the outbox and says it will be sent', async () => {
    fakeServer('offline');
    renderScreen(<FeedbackForm eventId="12" />, { data: null });
    rate(5);
    type('Great, even offline');
    submit();
    await waitFor(() => expect(status().textContent).toBe('Saved on this device. It will be sent when you are back online.'));
    expect((await appOutbox().entries()).map((entry) => [entry.name, entry.body.eventId])).toEqual([['feedback', '12']]);
    expect((commentField() as HTMLTextAreaElement).value).toBe('Great, even offline');
  });

  it('shows the server’s 422 messages beside the fields, keeping the input', async () => {
    fakeServer(
      new Response(JSON.stringify({ errors: { comment: 'Keep the comment to 2000 characters or fewer.' } }), { status: 422, headers: { 'Content-Type': 'application/json' } }),
    );
    renderScreen(<FeedbackForm eventId="12" />, { data: null });
    rate(3);
    type('Hmm');
    submit();
    await waitFor(() => expect(screen.getByText('Keep the comment to 2000 characters or fewer.')).toBeTruthy());
    expect(commentField().getAttribute('aria-invalid')).toBe('true');
    expect((commentField() as HTMLTextAreaElement).value).toBe('Hmm');
    expect(status().textContent).toMatch(/^The server did not accept this feedback/);
    // Refused for good: it does not wait in the outbox.
    expect(await appOutbox().size()).toBe(0);
  });

  it('opens with the last feedback given on this device, to update it', async () => {
    fakeServer();
    await saveFeedback('12', { rating: 2, comment: 'Too fast', at: '2026-02-01T10:00:00.000Z' });
    renderScreen(<FeedbackForm eventId="12" />, { data: null });
    await waitFor(() => expect((commentField() as HTMLTextAreaElement).value).toBe('Too fast'));
    expect((screen.getByRole('radio', { name: '2' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Update feedback' })).toBeTruthy();
  });
});
