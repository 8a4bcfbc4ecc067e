// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_SHARED_EVENTS, readSharedAgenda, sharedAgendaPath } from '../../../../src/features/agenda/shared-agenda-link.ts';

describe('the shared agenda link', () => {
  it('puts the ids in the fragment, each encoded, with the locale prefix', () => {
    expect(sharedAgendaPath(['12', 'a,b', 'ö/1'], 'en')).toBe('/agenda/shared#12,a%2Cb,%C3%B6%2F1');
    expect(sharedAgendaPath(['12'], 'de')).toBe('/de/agenda/shared#12');
  });

  it('reads back what it wrote', () => {
    const ids = ['12', 'a,b', 'ö/1', '#7', ' spaced '];
    expect(readSharedAgenda(new URL(sharedAgendaPath(ids, 'fr'), 'https://h.example').hash)).toEqual(['12', 'a,b', 'ö/1', '#7', ' spaced ']);
  });

  it.each([
    ['', []],
    ['#', []],
    ['#,,', []],
    ['#1,1,2', ['1', '2']],
    ['#%E0%A4%A,5', ['5']],
    ['3,4', ['3', '4']],
  ])('reads %j as %j: duplicates, empty and malformed parts left out', (hash, ids) => {
    expect(readSharedAgenda(hash)).toEqual(ids);
  });

  it(`reads at most ${MAX_SHARED_EVENTS} ids`, () => {
    const hash = `#${Array.from({ length: MAX_SHARED_EVENTS * 3 }, (_, i) => i).join(',')}`;
    expect(readSharedAgenda(hash)).toHaveLength(MAX_SHARED_EVENTS);
  });
});
