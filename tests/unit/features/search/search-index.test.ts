// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../../src/features/search/search-index.ts';
import { normaliseTerm } from '../../../../src/features/search/search-terms.ts';
import type { SearchData, SearchEvent } from '../../../../src/shared/page-data.ts';

const CONFERENCE = { title: 'Sample Conf', acronym: 'sample', start: '2026-02-01', end: '2026-02-02', timeZone: 'Europe/Berlin' };
const ROOMS = { hall: { slug: 'hall', name: 'Main Hall' }, vault: { slug: 'gewolbe', name: 'Gewölbe' } };
const SECURITY = { slug: 'security', name: 'Security', color: null };

function event(id: string, overrides: Partial<SearchEvent> = {}): SearchEvent {
  return {
    id,
    title: `Event ${id}`,
    subtitle: null,
    start: '2026-02-01T10:00:00+01:00',
    end: '2026-02-01T10:30:00+01:00',
    day: '2026-02-01',
    room: ROOMS.hall,
    track: null,
    type: 'talk',
    language: 'en',
    persons: [],
    cancelled: false,
    text: '',
    ...overrides,
  };
}

const DATA: SearchData = {
  conference: CONFERENCE,
  events: [
    event('abstract', { title: 'A quiet talk', text: 'We look at the reproducibility of builds in detail.' }),
    event('speaker', { title: 'Another talk', persons: [{ id: 'jb', name: 'João Brandão' }] }),
    event('title', { title: 'Reproducible builds for everyone' }),
    event('place', { title: 'Third talk', track: SECURITY, room: ROOMS.vault }),
    event('cellar', { title: 'Wine in the Gewölbe', text: 'Straße und Æsir.' }),
    event('keys', { title: 'Hardware security keys', subtitle: 'FIDO2 in practice' }),
  ],
  speakers: [
    { id: 'jb', name: 'João Brandão', eventCount: 1 },
    { id: 'zs', name: 'Zoë Søndergaard', eventCount: 0 },
  ],
  tracks: [{ ...SECURITY, eventCount: 1 }],
  rooms: [
    { ...ROOMS.hall, eventCount: 5 },
    { ...ROOMS.vault, eventCount: 1 },
  ],
};

const index = await buildSearchIndex('v1', DATA, 2);
const eventIds = (query: string) => index.search(query).events.map((item) => item.id);

describe('normaliseTerm', () => {
  it.each([
    ['Gewölbe', 'gewolbe'],
    ['Brandão', 'brandao'],
    ['Straße', 'strasse'],
    ['Søndergaard', 'sondergaard'],
    ['ÆSIR', 'aesir'],
    ['Zoë', 'zoe'],
    ['Ｆｕｌｌｗｉｄｔｈ', 'fullwidth'],
    ['café', 'cafe'],
  ])('%s → %s', (term, expected) => {
    expect(normaliseTerm(term)).toBe(expected);
  });
});

describe('search', () => {
  it.each([
    // Accents and case do not matter, either way round.
    ['gewolbe', ['cellar', 'place']],
    ['GEWÖLBE', ['cellar', 'place']],
    ['brandao', ['speaker']],
    ['strasse', ['cellar']],
    ['aesir', ['cellar']],
    // Prefixes match as one types.
    ['reprod', ['title', 'abstract']],
    ['hardw', ['keys']],
    // One typo in a word of 5 letters or more…
    ['securty', ['keys', 'place']],
    ['reproducable', ['title']],
    // …and none in shorter words.
    ['wone', []],
    // Every word must match.
    ['quiet builds', ['abstract']],
    ['nothing-like-this', []],
    ['', []],
    ['   ', []],
  ])('%j finds %j, best first', (query, expected) => {
    expect(eventIds(query)).toEqual(expected);
  });

  it('ranks a match in the title over a speaker, over the track or room, over the abstract', () => {
    const data: SearchData = {
      ...DATA,
      events: [
        event('text', { text: 'Kepler said it' }),
        event('room', { room: { slug: 'kepler', name: 'Kepler' } }),
        event('track', { track: { slug: 'kepler', name: 'Kepler', color: null } }),
        event('speaker', { persons: [{ id: 'k', name: 'Ada Kepler' }] }),
        event('title', { title: 'Kepler and the long tail of a very long title indeed' }),
      ],
    };
    return buildSearchIndex('v2', data).then((other) => {
      const ids = other.search('kepler').events.map((item) => item.id);
      expect(ids[0]).toBe('title');
      expect(ids[1]).toBe('speaker');
      expect(ids.slice(2, 4).sort()).toEqual(['room', 'track']);
      expect(ids[4]).toBe('text');
    });
  });

  it('groups speakers, tracks and rooms apart from events, and counts every result', () => {
    const results = index.search('security');
    expect(results.events.map((item) => item.id)).toEqual(['keys', 'place']);
    expect(results.tracks.map((track) => track.slug)).toEqual(['security']);
    expect(results.total).toBe(3);
    expect(index.search('sonder').speakers).toEqual([{ id: 'zs', name: 'Zoë Søndergaard', eventCount: 0 }]);
    expect(index.search('gewolbe').rooms.map((room) => room.slug)).toEqual(['gewolbe']);
    expect(index.search('joao').speakers.map((speaker) => speaker.id)).toEqual(['jb']);
  });

  it('takes markup in titles as text', () => {
    return buildSearchIndex('v3', { ...DATA, events: [event('x', { title: '<script>alert(1)</script>' })] }).then((other) => {
      expect(other.search('script').events.map((item) => item.id)).toEqual(['x']);
    });
  });
});
