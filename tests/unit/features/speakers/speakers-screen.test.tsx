import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SpeakersScreen from '../../../../src/features/speakers/speakers-screen.tsx';
import type { SpeakersData } from '../../../../src/shared/page-data.ts';
import { renderScreen } from '../render-screen.tsx';
import { CONFERENCE } from '../sample-page-data.ts';

const SPEAKERS: SpeakersData = {
  conference: CONFERENCE,
  speakers: [
    { id: '42c', name: '42 Collective', eventCount: 1 },
    { id: 'p1', name: 'Ada Example', eventCount: 2 },
    { id: 'p/2', name: 'Bo Sample', eventCount: 1 },
    { id: 'e', name: 'Émile Zola', eventCount: 0 },
    { id: 'a2', name: 'anna lower', eventCount: 3 },
  ],
};

afterEach(cleanup);

describe('SpeakersScreen', () => {
  it('has one heading and a document title', () => {
    renderScreen(<SpeakersScreen />, { data: SPEAKERS });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Speakers');
    expect(document.title).toBe('Speakers — Sample Conf');
    expect(screen.getByText('5 speakers')).toBeTruthy();
  });

  it('groups speakers by first letter, accents folded, other characters last', () => {
    renderScreen(<SpeakersScreen />, { data: SPEAKERS });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['A', 'B', 'E', 'Other']);
    const a = within(screen.getByRole('heading', { name: 'A' }).parentElement!);
    expect(a.getAllByRole('link').map((link) => link.textContent)).toEqual(['Ada Example', 'anna lower']);
    expect(within(screen.getByRole('heading', { name: 'E' }).parentElement!).getByRole('link').textContent).toBe('Émile Zola');
  });

  it('links every speaker with their event count, localised', () => {
    renderScreen(<SpeakersScreen />, { data: SPEAKERS, locale: 'fr', path: '/fr/speakers' });
    const bo = screen.getByRole('link', { name: 'Bo Sample' });
    expect(bo.getAttribute('href')).toBe('/fr/speakers/p%2F2');
    expect(bo.closest('li')?.textContent).toContain('1 événement');
    expect(screen.getByRole('link', { name: 'Émile Zola' }).closest('li')?.textContent).toContain('0 événement');
    expect(screen.getByRole('link', { name: 'anna lower' }).closest('li')?.textContent).toContain('3 événements');
    expect(screen.getByRole('heading', { level: 2, name: 'Autres' })).toBeTruthy();
  });

  it('says so when there are no speakers', () => {
    renderScreen(<SpeakersScreen />, { data: { ...SPEAKERS, speakers: [] } });
    expect(screen.getByText('No speakers yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
