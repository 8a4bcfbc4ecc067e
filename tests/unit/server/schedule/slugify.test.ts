import { describe, expect, it } from 'vitest';
import { createSlugger, slugify } from '../../../../src/server/schedule/slugify.ts';

describe('slugify', () => {
  it.each([
    ['Saal One', 'saal-one'],
    ['H.2215 (Ferrer)', 'h-2215-ferrer'],
    ['CCC & Community', 'ccc-community'],
    ['Wohnzimmerbühne', 'wohnzimmerbuhne'],
    ['Straße', 'strasse'],
    ['  Łódź — Sala Główna ', 'lodz-sala-glowna'],
  ])('makes %j into %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('createSlugger', () => {
  it('hands out unique slugs, numbering collisions and using the fallback for names that fold to nothing', () => {
    const slugFor = createSlugger('room');
    expect(['Saal One', 'saal one', 'Saal-One', '会議室', '講堂'].map(slugFor)).toEqual(['saal-one', 'saal-one-2', 'saal-one-3', 'room', 'room-2']);
  });
});
