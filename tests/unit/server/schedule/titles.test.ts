import { describe, expect, it } from 'vitest';
import { importSchedule } from '../../../../src/server/schedule/import-schedule.ts';
import { expectImported, oneDay, writeSample, type Format } from './samples.ts';

describe.each<Format>(['xml', 'json'])('titles (%s)', (format) => {
  const importedEvent = (event: Parameters<typeof oneDay>[0][number]) => expectImported(importSchedule(writeSample(format, oneDay([event])))).schedule.events[0];

  it('keeps markup in a title as characters, never interpreting it', () => {
    expect(importedEvent({ title: '<script>alert(1)</script>Talk' })?.title).toBe('<script>alert(1)</script>Talk');
  });

  it('decodes entities in titles and collapses their whitespace', () => {
    expect(importedEvent({ title: 'Tom &amp; Jerry:\n   the  &quot;talk&quot;' })?.title).toBe('Tom & Jerry: the "talk"');
  });

  it('keeps script in a description as plain text, never as markup', () => {
    const event = importedEvent({ description: '<script>steal()</script><p onclick="x">Hello <b>world</b></p>' });
    expect(event?.description).toEqual({ paragraphs: [[{ text: 'Hello world' }]] });
  });

  it.each([
    ['CANCELED Restoring a Minitel', 'Restoring a Minitel'],
    ['CANCELLED Open identities', 'Open identities'],
    ['CANCELLED! Surface Mount (Day 2)', 'Surface Mount (Day 2)'],
    ['[Cancelled] Bracketed', 'Bracketed'],
    ['(canceled) Parenthesised', 'Parenthesised'],
    ['Cancelled: With a colon', 'With a colon'],
    ['CANCELLED - With a dash', 'With a dash'],
  ])('marks %j as cancelled and removes the prefix', (title, rest) => {
    expect(importedEvent({ title })).toMatchObject({ title: rest, cancelled: true });
  });

  it.each(['Cancellation policies', 'Why talks get cancelled', 'Cancel culture'])('does not mistake %j for a cancellation', (title) => {
    expect(importedEvent({ title })).toMatchObject({ title, cancelled: false });
  });
});
