import { describe, expect, it } from 'vitest';
import { SCREEN_CATALOGUES } from '../../../src/shared/i18n/screen-catalogues.ts';

describe('screen messages', () => {
  it('count events with each locale’s plural rule and digit grouping', () => {
    const counts = [0, 1, 2, 1200];
    expect(counts.map(SCREEN_CATALOGUES.en.common.eventCount)).toEqual(['0 events', '1 event', '2 events', '1,200 events']);
    expect(counts.map(SCREEN_CATALOGUES.de.common.eventCount)).toEqual(['0 Veranstaltungen', '1 Veranstaltung', '2 Veranstaltungen', '1.200 Veranstaltungen']);
    // French: singular for 0 and 1; the thousands separator is a narrow no-break space.
    expect(counts.map(SCREEN_CATALOGUES.fr.common.eventCount).map((text) => text.replace(/\s/g, ' '))).toEqual(['0 événement', '1 événement', '2 événements', '1 200 événements']);
  });

  it('count speakers', () => {
    expect([1, 3].map(SCREEN_CATALOGUES.en.common.speakerCount)).toEqual(['1 speaker', '3 speakers']);
    expect([1, 3].map(SCREEN_CATALOGUES.fr.common.speakerCount)).toEqual(['1 intervenant', '3 intervenants']);
  });

  it('say how many of a day’s events the filters show', () => {
    expect(SCREEN_CATALOGUES.en.day.shown(4, 4)).toBe('4 events');
    expect(SCREEN_CATALOGUES.en.day.shown(1, 4)).toBe('1 of 4 events shown');
    expect(SCREEN_CATALOGUES.fr.day.shown(1, 4)).toBe('1 événement affiché sur 4');
    expect(SCREEN_CATALOGUES.fr.day.shown(2, 4)).toBe('2 événements affichés sur 4');
  });
});
