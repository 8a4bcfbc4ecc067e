import { describe, expect, it } from 'vitest';
import { importSchedule } from '../../../../src/server/schedule/import-schedule.ts';
import type { ImportResult } from '../../../../src/server/schedule/model.ts';
import { conference, writeSample, type Format } from './samples.ts';

/** mulberry32: a tiny seeded PRNG, so a failure can be replayed. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Either a schedule or a non-empty list of problems — and never the "internal error" of a crash caught at the top. */
function expectAnswered(result: ImportResult): void {
  if (result.ok) return;
  expect(result.problems.length).toBeGreaterThan(0);
  for (const problem of result.problems) expect(problem.message).not.toMatch(/^Internal error/);
}

describe.each<Format>(['xml', 'json'])('importing damaged %s never throws', (format) => {
  const valid = new TextEncoder().encode(writeSample(format, conference));
  const random = createRandom(format === 'xml' ? 20190202 : 20251227);
  const index = (length: number) => Math.floor(random() * length);

  it('accepts the undamaged sample', () => {
    expect(importSchedule(valid).ok).toBe(true);
  });

  it('answers 300 random truncations', () => {
    for (let run = 0; run < 300; run += 1) expectAnswered(importSchedule(valid.slice(0, index(valid.length))));
  });

  it('answers 300 random byte flips', () => {
    for (let run = 0; run < 300; run += 1) {
      const damaged = valid.slice();
      const flips = 1 + index(8);
      for (let flip = 0; flip < flips; flip += 1) damaged[index(damaged.length)] = index(256);
      expectAnswered(importSchedule(damaged));
    }
  });

  it('answers 300 random garbage inputs', () => {
    for (let run = 0; run < 300; run += 1) {
      const garbage = Uint8Array.from({ length: index(400) }, () => index(256));
      // Half of them look like the right format at first glance.
      if (run % 2 === 0 && garbage.length > 0) garbage[0] = format === 'xml' ? 0x3c : 0x7b;
      expectAnswered(importSchedule(garbage));
    }
  });
});
