import { describe, expect, it } from 'vitest';
import { mergeStars } from '../../../../src/features/agenda/merge-stars.ts';

const at = (minute: number) => `2026-02-01T09:${String(minute).padStart(2, '0')}:00.000Z`;

describe('mergeStars', () => {
  it('keeps, per event, whichever change was made last', () => {
    const local = { a: { starred: true, at: at(10) }, b: { starred: true, at: at(10) } };
    const server = [
      { eventId: 'a', starred: false, at: at(20) },
      { eventId: 'b', starred: false, at: at(5) },
    ];
    const { stars, toSend } = mergeStars(local, server);
    expect(stars).toEqual({ a: { starred: false, at: at(20) }, b: { starred: true, at: at(10) } });
    // The server lost on b: it gets the newer local change again.
    expect(toSend).toEqual([{ eventId: 'b', starred: true, at: at(10) }]);
  });

  it('adds the account’s stars the device did not know, and sends the device’s the account lacks', () => {
    const { stars, toSend } = mergeStars({ mine: { starred: true, at: at(1) } }, [{ eventId: 'theirs', starred: true, at: at(2) }]);
    expect(stars).toEqual({ mine: { starred: true, at: at(1) }, theirs: { starred: true, at: at(2) } });
    expect(toSend).toEqual([{ eventId: 'mine', starred: true, at: at(1) }]);
  });

  it('keeps the server’s state on a tie and sends nothing', () => {
    const { stars, toSend } = mergeStars({ a: { starred: true, at: at(3) } }, [{ eventId: 'a', starred: false, at: at(3) }]);
    expect(stars).toEqual({ a: { starred: false, at: at(3) } });
    expect(toSend).toEqual([]);
  });

  it('compares instants, not text: offsets and fractions are read as times', () => {
    const { stars } = mergeStars({ a: { starred: true, at: '2026-02-01T10:30:00+01:00' } }, [{ eventId: 'a', starred: false, at: '2026-02-01T09:15:00.000Z' }]);
    // 10:30+01:00 is 09:30Z, after 09:15Z.
    expect(stars['a']?.starred).toBe(true);
  });

  it('does not send an unstar the server never needed', () => {
    expect(mergeStars({ a: { starred: false, at: at(1) } }, []).toSend).toEqual([]);
  });
});
