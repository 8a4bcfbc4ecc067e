import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AdminScreen from '../../../../src/features/admin/admin-screen.tsx';
import type { AdminData } from '../../../../src/shared/actions.ts';
import { renderScreen } from '../render-screen.tsx';

const ADMIN: AdminData = { users: 1234, organizers: 2, reports: 7, feedback: 41, stars: 389 };

afterEach(cleanup);

describe('AdminScreen', () => {
  it('links each section and shows the numbers the server has so far', () => {
    renderScreen(<AdminScreen />, { data: ADMIN, path: '/admin' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Organizer tools');
    const facts = [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Accounts', '1,234'],
      ['Organizers', '2'],
      ['Starred events', '389'],
      ['Feedback entries', '41'],
      ['Error reports', '7'],
    ]);
    const sections = [...document.querySelectorAll('.link-list a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(sections).toEqual([
      ['Error reports', '/admin/reports'],
      ['Feedback', '/admin/feedback'],
      ['Schedule', '/admin/schedule'],
    ]);
  });
});
