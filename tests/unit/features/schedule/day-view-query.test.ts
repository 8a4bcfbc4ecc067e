import { describe, expect, it } from 'vitest';
import { dayQuery, readDayQuery } from '../../../../src/features/schedule/day-view-query.ts';

describe('the day’s URL query', () => {
  it('reads the view and the filters, the list of everything by default', () => {
    expect(readDayQuery('?view=grid&track=web&room=main-hall&lang=de')).toEqual({ view: 'grid', track: 'web', room: 'main-hall', lang: 'de' });
    expect(readDayQuery('')).toEqual({ view: 'list', track: '', room: '', lang: '' });
    expect(readDayQuery('?view=calendar&lang=')).toEqual({ view: 'list', track: '', room: '', lang: '' });
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(dayQuery({ view: 'list', track: '', room: '', lang: '' })).toBe('');
    expect(dayQuery({ view: 'grid', track: '', room: '', lang: '' })).toBe('?view=grid');
    const query = { view: 'grid', track: 'web & mobile', room: 'room-b', lang: 'pt-BR' } as const;
    expect(dayQuery(query)).toBe('?view=grid&track=web+%26+mobile&room=room-b&lang=pt-BR');
    expect(readDayQuery(dayQuery(query))).toEqual(query);
  });
});
