import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHistoryStore } from '../../../../src/runtime/router/history-store.ts';

const here = () => window.location.pathname + window.location.search + window.location.hash;
const stateKey = () => (window.history.state as { key?: string } | null)?.key;

describe('createHistoryStore', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/events/1?from=home#top');
  });

  it('starts with the page as loaded, its new key written into history.state', () => {
    const history = createHistoryStore();
    expect(history.getSnapshot()).toMatchObject({ pathname: '/events/1', search: '?from=home', hash: '#top', type: 'initial' });
    expect(stateKey()).toBe(history.getSnapshot().key);
  });

  it('keeps the key of an entry across a reload', () => {
    window.history.replaceState({ key: 'kept' }, '');
    expect(createHistoryStore().getSnapshot().key).toBe('kept');
  });

  it('pushes a new entry with a new key and tells its listeners', () => {
    const history = createHistoryStore();
    const listener = vi.fn();
    history.subscribe(listener);
    const before = history.getSnapshot();
    history.navigate('/speakers');
    expect(here()).toBe('/speakers');
    expect(history.getSnapshot()).toMatchObject({ pathname: '/speakers', search: '', type: 'push' });
    expect(history.getSnapshot().key).not.toBe(before.key);
    expect(stateKey()).toBe(history.getSnapshot().key);
    expect(listener).toHaveBeenCalledOnce();
  });

  it.each([
    ['asked to', '/speakers', { replace: true }],
    ['a push to the current URL', '/events/1?from=home#top', {}],
  ])('replaces the entry, its key kept, when %s', (_when, to, options) => {
    const history = createHistoryStore();
    const { key } = history.getSnapshot();
    history.navigate(to, options);
    expect(history.getSnapshot()).toMatchObject({ type: 'replace', key });
    expect(here()).toBe(to);
  });

  it('rewrites the query in place without telling anyone: the location stays as loaded', () => {
    const history = createHistoryStore();
    const listener = vi.fn();
    history.subscribe(listener);
    const before = history.getSnapshot();
    history.replaceSearch('?track=web');
    expect(here()).toBe('/events/1?track=web#top');
    expect(history.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('reads back and forward as `pop`, with the key of the entry', () => {
    const history = createHistoryStore();
    const listener = vi.fn();
    const unsubscribe = history.subscribe(listener);
    window.history.replaceState({ key: 'earlier' }, '', '/rooms');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(history.getSnapshot()).toMatchObject({ pathname: '/rooms', key: 'earlier', type: 'pop' });
    expect(listener).toHaveBeenCalledOnce();

    unsubscribe();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledOnce();
  });

  it('counts the app entries behind each one, so Back is offered only where it stays in the app', () => {
    const history = createHistoryStore();
    expect(history.getSnapshot().depth).toBe(0);
    history.navigate('/speakers');
    history.navigate('/speakers/1');
    expect(history.getSnapshot().depth).toBe(2);
    history.navigate('/speakers/2', { replace: true });
    expect(history.getSnapshot().depth).toBe(2);
    window.history.replaceState({ key: 'earlier', depth: 1 }, '', '/speakers');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(history.getSnapshot()).toMatchObject({ depth: 1, type: 'pop' });
    // A reload keeps the count the entry was given.
    expect(createHistoryStore().getSnapshot().depth).toBe(1);
  });
});
