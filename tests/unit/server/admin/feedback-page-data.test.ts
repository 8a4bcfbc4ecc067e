import { beforeEach, describe, expect, it } from 'vitest';
import { feedbackPageData } from '../../../../src/server/admin/feedback-page-data.ts';
import { saveFeedback } from '../../../../src/server/actions/feedback-store.ts';
import { type Store } from '../../../../src/server/store/open-store.ts';
import { sampleIndex } from '../fixtures/sample-schedule.ts';
import { openTestStore } from '../test-store.ts';

let store: Store;
beforeEach(async () => {
  store = await openTestStore();
});

let minute = 0;
/** Feedback from a distinct owner, each a minute after the last. */
async function give(eventId: string, rating: number, comment = '', owner = `device:${eventId}-${minute}`) {
  const at = new Date(Date.UTC(2026, 1, 1, 10, minute++)).toISOString();
  await saveFeedback(store, owner, { eventId, rating, comment, at });
  return at;
}

const read = () => feedbackPageData({ store, getIndex: () => sampleIndex() });

describe('feedback page data', () => {
  it('counts, averages to one decimal and spreads the ratings of each event', async () => {
    for (const rating of [5, 4, 4, 1]) await give('12', rating);
    for (const rating of [4, 4, 5]) await give('41', rating);
    const { events } = await read();
    expect(events.map(({ id, count, average, distribution }) => ({ id, count, average, distribution }))).toEqual([
      { id: '12', count: 4, average: 3.5, distribution: [1, 0, 0, 2, 1] },
      { id: '41', count: 3, average: 4.3, distribution: [0, 0, 0, 2, 1] },
    ]);
  });

  it('gives each event its title, day, start, room and track from the schedule', async () => {
    await give('12', 5);
    expect((await read()).events[0]).toMatchObject({
      id: '12',
      title: 'Opening <script>alert(1)</script>',
      inSchedule: true,
      day: '2026-02-01',
      start: '2026-02-01T09:30:00+01:00',
      room: { slug: 'main-hall', name: 'Main Hall' },
      track: { slug: 'web', name: 'Web' },
    });
  });

  it('lists comments newest first, with their rating and date, leaving out ratings without one', async () => {
    const first = await give('12', 2, 'Too fast.');
    await give('12', 5);
    const last = await give('12', 4, 'Good <b>slides</b> & "demos"');
    const { comments } = (await read()).events[0]!;
    expect(comments).toEqual([
      { rating: 4, comment: 'Good <b>slides</b> & "demos"', at: last },
      { rating: 2, comment: 'Too fast.', at: first },
    ]);
  });

  it('keeps comments as the text people typed: markup is data, to be shown as text, never HTML', async () => {
    await give('12', 1, '<img src=x onerror=alert(1)>');
    expect((await read()).events[0]!.comments[0]!.comment).toBe('<img src=x onerror=alert(1)>');
  });

  it('never says who gave feedback', async () => {
    await give('12', 3, 'Mine.', 'user:7');
    await give('12', 3, 'Theirs.', 'device:3f2b8c1e-6a4d-4e0f-9b7a-1c2d3e4f5a6b');
    const json = JSON.stringify(await read());
    expect(json).not.toMatch(/user:7|device:|owner/);
  });

  it('keeps feedback on an event the schedule no longer has, named by its id', async () => {
    await give('gone-7', 2, 'Was it moved?');
    expect((await read()).events).toEqual([
      {
        id: 'gone-7',
        title: 'gone-7',
        inSchedule: false,
        day: null,
        start: null,
        room: null,
        track: null,
        count: 1,
        average: 2,
        distribution: [0, 1, 0, 0, 0],
        comments: [expect.objectContaining({ comment: 'Was it moved?' })],
      },
    ]);
  });

  it('lists only events with feedback, most rated first, and totals over all of them', async () => {
    await give('41', 5, 'Great.');
    await give('12', 1);
    await give('12', 2, 'Meh.');
    await give('12-2', 4);
    const data = await read();
    expect(data.events.map((event) => event.id)).toEqual(['12', '41', '12-2']);
    expect(data.totals).toEqual({ ratings: 4, events: 3, comments: 2, average: 3 });
  });

  it('offers the schedule’s days and tracks to filter by, with no feedback yet', async () => {
    const data = await read();
    expect(data.events).toEqual([]);
    expect(data.totals).toEqual({ ratings: 0, events: 0, comments: 0, average: null });
    expect(data.days.map((day) => [day.date, day.index])).toEqual([
      ['2026-02-01', 1],
      ['2026-02-02', 2],
    ]);
    expect(data.tracks).toEqual([{ slug: 'web', name: 'Web', color: '#225588' }]);
    expect(data.conference).toMatchObject({ title: 'Sample Conf', acronym: 'sample', timeZone: 'Europe/Brussels' });
  });

  it('counts a changed rating once, as it now stands', async () => {
    await give('12', 1, 'First thought.', 'user:1');
    await give('12', 5, 'Second thought.', 'user:1');
    expect((await read()).events[0]).toMatchObject({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1], comments: [{ rating: 5, comment: 'Second thought.' }] });
  });
});
