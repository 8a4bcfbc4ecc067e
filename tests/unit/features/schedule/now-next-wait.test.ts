import { describe, expect, it } from 'vitest';
import { formatTimeAway } from '../../../../src/features/schedule/now-next-wait.ts';

const MINUTE = 60_000;

describe('formatTimeAway', () => {
  it('gives minutes under an hour, at least one', () => {
    expect(formatTimeAway(25 * MINUTE, 'en')).toBe('25 min');
    expect(formatTimeAway(59 * MINUTE, 'en')).toBe('59 min');
    expect(formatTimeAway(10_000, 'en')).toBe('1 min');
    expect(formatTimeAway(0, 'en')).toBe('1 min');
  });

  it('gives hours and minutes from an hour on, in the reader’s language', () => {
    expect(formatTimeAway(60 * MINUTE, 'en')).toBe('1 hr');
    expect(formatTimeAway(150 * MINUTE, 'en')).toBe('2 hr 30 min');
    expect(formatTimeAway(150 * MINUTE, 'de')).toBe('2 Std. 30 Min.');
    expect(formatTimeAway(150 * MINUTE, 'fr').replace(/\s/g, ' ')).toBe('2 h 30 min');
  });
});
