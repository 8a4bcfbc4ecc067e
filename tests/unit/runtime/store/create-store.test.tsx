import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, useStore } from '../../../../src/runtime/store/create-store.ts';

afterEach(cleanup);

function Count({ store }: { store: ReturnType<typeof createStore<number>> }) {
  return <p>{useStore(store)}</p>;
}

describe('createStore', () => {
  it('tells its listeners of a change, once, and not of the same value again', () => {
    const store = createStore(1);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set(2);
    store.set(2);
    store.set((previous) => previous + 1);
    expect(store.get()).toBe(3);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.set(4);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('re-renders a component that reads it, and renders the initial value on the server', () => {
    const store = createStore(0);
    render(<Count store={store} />);
    act(() => store.set(5));
    expect(screen.getByText('5')).toBeDefined();
    expect(renderToString(<Count store={store} />)).toBe('<p>0</p>');
  });
});
