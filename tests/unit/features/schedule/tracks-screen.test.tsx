import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import TracksScreen from '../../../../src/features/schedule/tracks-screen.tsx';
import type { TracksData } from '../../../../src/shared/page-data.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE, SECURITY, WEB } from '../sample-page-data.ts';

const TRACKS: TracksData = {
  conference: CONFERENCE,
  tracks: [
    { ...WEB, eventCount: 3 },
    { ...SECURITY, color: null, eventCount: 1 },
  ],
};

afterEach(cleanup);

describe('TracksScreen', () => {
  it('has one heading and a document title', () => {
    renderScreen(<TracksScreen />, { data: TRACKS, locale: 'de', path: '/de/tracks' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Themen');
    expect(document.title).toBe('Themen — Sample Conf');
  });

  it('links every track with its count and a decorative swatch', () => {
    renderScreen(<TracksScreen />, { data: TRACKS, locale: 'de', path: '/de/tracks' });
    const web = screen.getByRole('link', { name: 'Web' });
    expect(web.getAttribute('href')).toBe('/de/tracks/web');
    expect(web.closest('li')?.textContent).toContain('3 Veranstaltungen');
    const swatches = [...document.querySelectorAll<HTMLElement>('.track-swatch')];
    expect(swatches.map((swatch) => [swatch.getAttribute('aria-hidden'), swatch.style.getPropertyValue('--track-color')])).toEqual([
      ['true', '#225588'],
      ['true', ''],
    ]);
  });

  it('says so when the schedule has no tracks', () => {
    renderScreen(<TracksScreen />, { data: { ...TRACKS, tracks: [] } });
    expect(screen.getByText('This schedule has no tracks.')).toBeTruthy();
  });
});
