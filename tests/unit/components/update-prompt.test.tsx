import { cleanup, fireEvent, render as renderInApp, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterContext } from '../../../src/runtime/router/router-context.ts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../src/shared/i18n/catalogues.ts';
import { UpdatePrompt } from '../../../src/components/update-prompt.tsx';
import type { ServiceWorkerUpdate } from '../../../src/runtime/pwa/use-service-worker-update.ts';

function fakeUpdate(needRefresh: boolean) {
  return { needRefresh, reload: vi.fn<() => void>(), dismiss: vi.fn<() => void>() } satisfies ServiceWorkerUpdate;
}

/** Renders inside the router's context, as the app does, in the given locale. */
function render(element: ReactElement, locale: 'en' | 'de' = 'en') {
  const router = { locale, navigate: vi.fn(), replaceSearch: vi.fn(), prefetch: vi.fn(), prefetchOnSight: true };
  return renderInApp(<RouterContext.Provider value={router}>{element}</RouterContext.Provider>);
}

afterEach(cleanup);

describe('UpdatePrompt', () => {
  // The router loads a language's texts before it shows a screen in it.
  beforeAll(() => Promise.all([loadCatalogue('de'), loadCatalogue('fr')]));

  it('speaks the current locale', () => {
    render(<UpdatePrompt update={fakeUpdate(true)} />, 'de');
    expect(screen.getByText('Eine neue Version ist verfügbar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
  });

  it('renders nothing when no new version waits', () => {
    const { container } = render(<UpdatePrompt update={fakeUpdate(false)} />);
    expect(container.childElementCount).toBe(0);
    expect(screen.queryByText('A new version is available')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('announces a waiting version with Reload and Later buttons', () => {
    render(<UpdatePrompt update={fakeUpdate(true)} />);
    expect(screen.getByRole('status').textContent).toContain('A new version is available');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Reload', 'Later']);
  });

  it('activates the new version only when Reload is chosen', () => {
    const update = fakeUpdate(true);
    render(<UpdatePrompt update={update} />);
    expect(update.reload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(update.reload).toHaveBeenCalledOnce();
    expect(update.dismiss).not.toHaveBeenCalled();
  });

  it('dismisses the prompt when Later is chosen', () => {
    const update = fakeUpdate(true);
    render(<UpdatePrompt update={update} />);

    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(update.dismiss).toHaveBeenCalledOnce();
    expect(update.reload).not.toHaveBeenCalled();
  });
});
