import 'fake-indexeddb/auto';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SyncStatus from '../../../../src/features/agenda/sync-status.tsx';
import { setPendingChanges } from '../../../../src/runtime/actions/pending-changes.ts';
import { de } from '../../../../src/shared/i18n/de.ts';
import { en } from '../../../../src/shared/i18n/en.ts';
import { fr } from '../../../../src/shared/i18n/fr.ts';
import { renderScreen } from '../render-screen.tsx';

afterEach(() => {
  cleanup();
  setPendingChanges(0);
});

describe('SyncStatus', () => {
  it('says how many changes wait to sync, in a live region that is there from the start', () => {
    renderScreen(<SyncStatus />, { data: null });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => setPendingChanges(1));
    expect(status.textContent).toBe('1 change waiting to sync');
    act(() => setPendingChanges(2));
    expect(status.textContent).toBe('2 changes waiting to sync');
    act(() => setPendingChanges(0));
    expect(status.textContent).toBe('');
  });

  it('has the words in every language, counted by its rules', () => {
    expect([1, 2, 1200].map(en.chrome.changesWaiting)).toEqual(['1 change waiting to sync', '2 changes waiting to sync', '1,200 changes waiting to sync']);
    expect([1, 3].map(de.chrome.changesWaiting)).toEqual(['1 Änderung wartet auf Abgleich', '3 Änderungen warten auf Abgleich']);
    expect([1, 3].map(fr.chrome.changesWaiting)).toEqual(['1 modification en attente de synchronisation', '3 modifications en attente de synchronisation']);
  });
});
