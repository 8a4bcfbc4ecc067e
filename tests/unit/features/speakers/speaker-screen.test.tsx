import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SpeakerScreen from '../../../../src/features/speakers/speaker-screen.tsx';
import type { SpeakerData } from '../../../../src/shared/page-data.ts';
import { renderScreen } from '../render-screen.tsx';
import { ADA, CONFERENCE, summary, WEB } from '../sample-page-data.ts';

const SPEAKER: SpeakerData = {
  conference: CONFERENCE,
  speaker: { ...ADA, biography: { paragraphs: [[{ text: 'Ada writes ' }, { text: 'small programs', href: 'https://ada.example/' }, { text: '.' }]] } },
  events: [
    summary({ id: '41', title: 'Day two', day: '2026-02-02', start: '2026-02-02T10:00:00+01:00', end: '2026-02-02T10:30:00+01:00', persons: [ADA] }),
    summary({ id: '12', title: 'Opening', start: '2026-02-01T09:30:00+01:00', end: '2026-02-01T10:00:00+01:00', track: WEB, persons: [ADA] }),
  ],
};

afterEach(cleanup);

describe('SpeakerScreen', () => {
  it('names the speaker in its one heading and the document title', () => {
    renderScreen(<SpeakerScreen />, { data: SPEAKER });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Ada Example']);
    expect(document.title).toBe('Ada Example — Sample Conf');
  });

  it('shows the biography with its link', () => {
    renderScreen(<SpeakerScreen />, { data: SPEAKER });
    expect(screen.getByText(/Ada writes/).textContent).toBe('Ada writes small programs.');
    const link = screen.getByRole('link', { name: 'small programs' });
    expect(link.getAttribute('href')).toBe('https://ada.example/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lists their events in schedule order with the day of each', () => {
    renderScreen(<SpeakerScreen />, { data: SPEAKER, locale: 'de', path: '/de/speakers/p1' });
    const events = within(screen.getByRole('heading', { level: 2, name: 'Veranstaltungen' }).parentElement!);
    const items = events.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.event-title a')?.getAttribute('href'))).toEqual(['/de/events/12', '/de/events/41']);
    expect(items[0]?.querySelector('.event-time')?.textContent?.replace(/\s+/g, ' ')).toBe('So., 1. Feb. · 09:30 – 10:00');
  });

  it('says so when the speaker has no events', () => {
    renderScreen(<SpeakerScreen />, { data: { ...SPEAKER, events: [], speaker: { ...ADA, biography: null } } });
    expect(screen.getByText('No events.')).toBeTruthy();
  });
});
