import { describe, expect, it } from 'vitest';
import type { LocalStars } from '../../../../src/features/agenda/merge-stars.ts';
import { remapStars } from '../../../../src/features/agenda/star-store.ts';

const on = (at = '2026-02-01T08:00:00.000Z') => ({ starred: true, at });
const off = (at = '2026-02-01T08:00:00.000Z') => ({ starred: false, at });

describe('remapStars: stars follow events a re-import renumbered', () => {
  const cases: { name: string; stars: LocalStars; renamed: { from: string; to: string }[]; expected: LocalStars }[] = [
    { name: 'a renamed event', stars: { a: on(), x: on() }, renamed: [{ from: 'a', to: 'b' }], expected: { b: on(), x: on() } },
    {
      name: 'a swap: each takes the other’s id',
      stars: { a: on('2026-02-01T08:00:00.000Z'), b: off('2026-02-01T09:00:00.000Z') },
      renamed: [
        { from: 'a', to: 'b' },
        { from: 'b', to: 'a' },
      ],
      expected: { b: on('2026-02-01T08:00:00.000Z'), a: off('2026-02-01T09:00:00.000Z') },
    },
    {
      name: 'a chain: a → b and b → c at once, not a → c',
      stars: { a: on(), b: off() },
      renamed: [
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
      ],
      expected: { b: on(), c: off() },
    },
    {
      name: 'a star left under an id another event now has is dropped (its event was removed)',
      stars: { a: off(), b: on() },
      renamed: [{ from: 'a', to: 'b' }],
      expected: { b: off() },
    },
    { name: 'unstarred events keep their time, so a merge with the account still knows', stars: { a: off() }, renamed: [{ from: 'a', to: 'z' }], expected: { z: off() } },
    { name: 'nothing renamed', stars: { a: on() }, renamed: [], expected: { a: on() } },
  ];

  for (const { name, stars, renamed, expected } of cases) {
    it(name, () => {
      expect(remapStars(stars, renamed)).toEqual(expected);
    });
  }
});
