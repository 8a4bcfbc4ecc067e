import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '../../../src/components/update-prompt.tsx';
import type { ServiceWorkerUpdate } from '../../../src/runtime/pwa/use-service-worker-update.ts';

function fakeUpdate(needRefresh: boolean) {
  return { needRefresh, reload: vi.fn<() => void>(), dismiss: vi.fn<() => void>() } satisfies ServiceWorkerUpdate;
}

afterEach(cleanup);

describe('UpdatePrompt', () => {
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
