import { describe, expect, it } from 'vitest';
import { appliedFilter, dayChoices, filterEvents, languageName } from '../../../../src/features/schedule/day-view-filter.ts';
import { MAIN_HALL, ROOM_B, SECURITY, WEB, summary } from '../sample-page-data.ts';

const EVENTS = [
  summary({ id: '1', title: 'One', start: '2026-02-01T10:00:00+01:00', end: '2026-02-01T11:00:00+01:00', track: WEB, language: 'en' }),
  summary({ id: '2', title: 'Two', start: '2026-02-01T10:00:00+01:00', end: '2026-02-01T11:00:00+01:00', track: SECURITY, room: ROOM_B, language: 'de' }),
  summary({ id: '3', title: 'Three', start: '2026-02-01T11:00:00+01:00', end: '2026-02-01T12:00:00+01:00', track: WEB, room: ROOM_B, language: 'de' }),
  summary({ id: '4', title: 'Four', start: '2026-02-01T12:00:00+01:00', end: '2026-02-01T13:00:00+01:00', language: 'Plattdüütsch' }),
  summary({ id: '5', title: 'Five', start: '2026-02-01T12:00:00+01:00', end: '2026-02-01T13:00:00+01:00', language: null }),
];

describe('languageName', () => {
  it('names a language code in the reader’s language, and keeps any other value as it is', () => {
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('de', 'de')).toBe('Deutsch');
    expect(languageName('en', 'fr')).toBe('anglais');
    expect(languageName('Plattdüütsch', 'en')).toBe('Plattdüütsch');
    expect(languageName('English', 'de')).toBe('English');
  });
});

describe('dayChoices', () => {
  it('offers the day’s distinct tracks, rooms and languages, by name', () => {
    const choices = dayChoices(EVENTS, 'en');
    expect(choices.tracks.map((track) => track.slug)).toEqual(['security', 'web']);
    expect(choices.rooms).toEqual([MAIN_HALL, ROOM_B]);
    expect(choices.languages).toEqual([
      { value: 'en', name: 'English' },
      { value: 'de', name: 'German' },
      { value: 'Plattdüütsch', name: 'Plattdüütsch' },
    ]);
    expect(dayChoices(EVENTS, 'de').languages.map((language) => language.name)).toEqual(['Deutsch', 'Englisch', 'Plattdüütsch']);
  });
});

describe('filtering a day', () => {
  const choices = dayChoices(EVENTS, 'en');
  const ids = (filter: { track: string; room: string; lang: string }) => filterEvents(EVENTS, appliedFilter(filter, choices)).map((event) => event.id);

  it('combines track, room and language', () => {
    expect(ids({ track: '', room: '', lang: 'de' })).toEqual(['2', '3']);
    expect(ids({ track: 'web', room: '', lang: 'de' })).toEqual(['3']);
    expect(ids({ track: '', room: 'main-hall', lang: '' })).toEqual(['1', '4', '5']);
    expect(ids({ track: 'security', room: 'main-hall', lang: '' })).toEqual([]);
    expect(ids({ track: '', room: '', lang: 'Plattdüütsch' })).toEqual(['4']);
  });

  it('ignores a value that is not among the day’s choices', () => {
    expect(appliedFilter({ track: 'cooking', room: 'room-b', lang: 'xx' }, choices)).toEqual({ track: '', room: 'room-b', lang: '' });
    expect(ids({ track: 'cooking', room: '', lang: 'xx' })).toHaveLength(5);
  });
});
