import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { followRenamedFeedback, readFeedback, saveFeedback, type LocalFeedback } from '../../../../src/features/event/local-feedback.ts';
import { deviceStore } from '../../../../src/runtime/storage/stores.ts';

const given = (rating: LocalFeedback['rating'], comment: string): LocalFeedback => ({ rating, comment, at: '2026-02-01T10:00:00.000Z' });

beforeEach(() => clear(deviceStore()));

describe('followRenamedFeedback', () => {
  it('moves the feedback of renumbered events to their new ids, through swaps and chains', async () => {
    await saveFeedback('a', given(5, 'on a'));
    await saveFeedback('b', given(4, 'on b'));
    await saveFeedback('c', given(3, 'on c'));
    await saveFeedback('k', given(2, 'kept'));
    // a and b swap; c moves to d.
    await followRenamedFeedback([
      { from: 'a', to: 'b' },
      { from: 'b', to: 'a' },
      { from: 'c', to: 'd' },
    ]);
    expect(await readFeedback('b')).toEqual(given(5, 'on a'));
    expect(await readFeedback('a')).toEqual(given(4, 'on b'));
    expect(await readFeedback('d')).toEqual(given(3, 'on c'));
    expect(await readFeedback('c')).toBeUndefined();
    expect(await readFeedback('k')).toEqual(given(2, 'kept'));
  });

  it('leaves a renamed event without feedback without any', async () => {
    await followRenamedFeedback([{ from: 'x', to: 'y' }]);
    expect(await readFeedback('y')).toBeUndefined();
  });
});
