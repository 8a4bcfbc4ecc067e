import { beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_COMMENT_MAX_LENGTH } from '../../../../src/shared/actions.ts';
import { createAccountsApp, DEVICE, EVENT, type AccountsApp } from '../fixtures/accounts-app.ts';

let server: AccountsApp;
beforeEach(async () => {
  server = await createAccountsApp();
});

const feedback = () => server.store.selectFrom('feedback').select(['owner', 'event_id as eventId', 'rating', 'comment', 'updated_at as at']).orderBy('id').execute();

describe('feedback', () => {
  it('keeps the rating and comment of a device when nobody is signed in', async () => {
    const response = await server.post('feedback', { eventId: EVENT, rating: 4, comment: ' Clear and short. ', key: 'k1', at: '2026-02-01T07:00:00Z' }, { device: DEVICE });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, feedback: { eventId: EVENT, rating: 4, comment: 'Clear and short.', at: '2026-02-01T07:00:00.000Z' } });
    expect(await feedback()).toEqual([{ owner: `device:${DEVICE}`, eventId: EVENT, rating: 4, comment: 'Clear and short.', at: '2026-02-01T07:00:00.000Z' }]);
  });

  it('keeps one feedback per person and event: giving it again replaces it', async () => {
    const cookie = await server.signUp('ada@example.org');
    await server.post('feedback', { eventId: EVENT, rating: 2, comment: 'Too fast.', key: 'k1', at: '2026-02-01T07:00:00Z' }, { cookie });
    await server.post('feedback', { eventId: EVENT, rating: 5, comment: 'Better on second thought.', key: 'k2', at: '2026-02-01T07:10:00Z' }, { cookie });
    expect(await feedback()).toEqual([{ owner: 'user:1', eventId: EVENT, rating: 5, comment: 'Better on second thought.', at: '2026-02-01T07:10:00.000Z' }]);
  });

  it('never lets an older edit replace a newer one', async () => {
    await server.post('feedback', { eventId: EVENT, rating: 5, comment: 'new', key: 'k2', at: '2026-02-01T07:10:00Z' }, { device: DEVICE });
    const late = await server.post('feedback', { eventId: EVENT, rating: 1, comment: 'old', key: 'k1', at: '2026-02-01T07:00:00Z' }, { device: DEVICE });
    expect(await late.json()).toMatchObject({ ok: true, feedback: { rating: 5, comment: 'new' } });
  });

  it('accepts a rating without a comment', async () => {
    expect((await server.post('feedback', { eventId: EVENT, rating: 3, key: 'k1' }, { device: DEVICE })).status).toBe(200);
    expect(await feedback()).toMatchObject([{ rating: 3, comment: '' }]);
  });

  it('applies a repeated idempotency key once', async () => {
    const body = { eventId: EVENT, rating: 4, comment: 'Once.', key: 'same' };
    expect(await (await server.post('feedback', body, { device: DEVICE })).json()).toMatchObject({ ok: true, feedback: { rating: 4 } });
    const repeat = await server.post('feedback', { ...body, rating: 1 }, { device: DEVICE });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ ok: true, repeated: true });
    expect(await feedback()).toMatchObject([{ rating: 4 }]);
  });

  it(`accepts a comment of ${FEEDBACK_COMMENT_MAX_LENGTH} characters`, async () => {
    const response = await server.post('feedback', { eventId: EVENT, rating: 4, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX_LENGTH), key: 'k1' }, { device: DEVICE });
    expect(response.status).toBe(200);
  });

  it('counts the comment in characters (code points), as the form does: an emoji is one', async () => {
    const fits = await server.post('feedback', { eventId: EVENT, rating: 4, comment: '🎉'.repeat(FEEDBACK_COMMENT_MAX_LENGTH), key: 'k1' }, { device: DEVICE });
    expect(fits.status).toBe(200);
    const over = await server.post('feedback', { eventId: EVENT, rating: 4, comment: '🎉'.repeat(FEEDBACK_COMMENT_MAX_LENGTH + 1), key: 'k2' }, { device: DEVICE });
    expect(over.status).toBe(422);
  });

  it.each([
    [{ rating: 3, key: 'k' }, { eventId: 'Name the event by its id.' }],
    [{ eventId: 'nope', rating: 3, key: 'k' }, { eventId: 'This event is not in the schedule.' }],
    [{ eventId: EVENT, key: 'k' }, { rating: 'Choose a rating from 1 to 5.' }],
    [{ eventId: EVENT, rating: 0, key: 'k' }, { rating: 'Choose a rating from 1 to 5.' }],
    [{ eventId: EVENT, rating: 6, key: 'k' }, { rating: 'Choose a rating from 1 to 5.' }],
    [{ eventId: EVENT, rating: 3.5, key: 'k' }, { rating: 'Choose a rating from 1 to 5.' }],
    [{ eventId: EVENT, rating: '3', key: 'k' }, { rating: 'Choose a rating from 1 to 5.' }],
    [{ eventId: EVENT, rating: 3, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX_LENGTH + 1), key: 'k' }, { comment: 'Keep the comment to 2000 characters or fewer.' }],
    [{ eventId: EVENT, rating: 3, comment: 7, key: 'k' }, { comment: 'The comment must be text.' }],
    [{ eventId: EVENT, rating: 3 }, { key: 'Send an idempotency key (such as a UUID) with each change.' }],
  ])('answers %j with 422 and the message for the field', async (body, errors) => {
    const response = await server.post('feedback', body, { device: DEVICE });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors });
    expect(await feedback()).toEqual([]);
  });

  it('answers 400 without a session or a device id', async () => {
    expect((await server.post('feedback', { eventId: EVENT, rating: 3, key: 'k' })).status).toBe(400);
  });
});
