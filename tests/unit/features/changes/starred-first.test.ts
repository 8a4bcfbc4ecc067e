import { describe, expect, it } from 'vitest';
import { starredFirst } from '../../../../src/features/changes/starred-first.ts';
import type { EventChange } from '../../../../src/shared/schedule-changes.ts';

const change = (kind: EventChange['kind'], id: string, previousId: string | null = null): EventChange => ({
  kind,
  id,
  previousId,
  guid: null,
  title: id,
  before: null,
  after: null,
  fields: [],
});

describe('starredFirst', () => {
  const changes = [change('moved', 'm1'), change('moved', 'm2'), change('cancelled', 'c1'), change('new', 'n1'), change('removed', 'r1'), change('changed', 'x1', 'old-x1')];

  it('puts the starred events’ changes first, each group in the order given', () => {
    const { starred, others } = starredFirst(changes, new Set(['m2', 'r1', 'c1']));
    expect(starred.map((entry) => entry.id)).toEqual(['m2', 'c1', 'r1']);
    expect(others.map((entry) => entry.id)).toEqual(['m1', 'n1', 'x1']);
  });

  it('counts a renamed event as starred under the id it had, before the stars followed it', () => {
    expect(starredFirst(changes, new Set(['old-x1'])).starred.map((entry) => entry.id)).toEqual(['x1']);
  });

  it('leaves everything in place when nothing is starred', () => {
    expect(starredFirst(changes, new Set())).toEqual({ starred: [], others: changes });
  });
});
