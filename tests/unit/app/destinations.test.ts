import { describe, expect, it } from 'vitest';
import { DESTINATIONS, destinationOf, sectionTitle } from '../../../src/app/destinations.ts';
import { ROUTES } from '../../../src/shared/routes.ts';
import { en } from '../../../src/shared/i18n/en.ts';
import { de } from '../../../src/shared/i18n/de.ts';

describe('the navigation bar', () => {
  it('has the five destinations in order, with their labels', () => {
    expect(DESTINATIONS.map((destination) => en.chrome[destination.label])).toEqual(['Home', 'Schedule', 'Agenda', 'Search', 'More']);
    expect(DESTINATIONS.map((destination) => de.chrome[destination.label])).toEqual(['Startseite', 'Programm', 'Mein Plan', 'Suche', 'Mehr']);
  });

  it('marks exactly one destination current on every route of the table', () => {
    for (const route of ROUTES) {
      expect(
        DESTINATIONS.filter((destination) => destination.routes.includes(route.name)),
        route.name,
      ).toHaveLength(1);
    }
    expect(destinationOf('event')?.id).toBe('schedule');
    expect(destinationOf('account')?.id).toBe('more');
    expect(destinationOf(null)).toBeUndefined();
  });

  it('titles the top bar by section, and by the brand on home and on fallbacks', () => {
    expect(sectionTitle('home', en.chrome)).toBe('Hallway');
    expect(sectionTitle(null, en.chrome)).toBe('Hallway');
    expect(sectionTitle('day', en.chrome)).toBe('Schedule');
    expect(sectionTitle('speaker', en.chrome)).toBe('Speakers');
    expect(sectionTitle('room', de.chrome)).toBe(de.chrome.rooms);
    expect(sectionTitle('signin', en.chrome)).toBe('Account');
    expect(sectionTitle('admin-section', en.chrome)).toBe('More');
    expect(sectionTitle('more', en.chrome)).toBe('More');
  });
});
