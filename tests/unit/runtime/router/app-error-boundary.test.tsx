import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../../src/shared/i18n/catalogues.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PageDataError } from '../../../../src/runtime/page-data/page-data-error.ts';
import { AppErrorBoundary } from '../../../../src/runtime/router/app-error-boundary.tsx';

function Thrower({ error }: { error: unknown }): ReactNode {
  throw error;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('AppErrorBoundary', () => {
  // The router loads a language's texts before it shows a screen in it.
  beforeAll(() => Promise.all([loadCatalogue('de'), loadCatalogue('fr')]));

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('renders its children while nothing has failed', () => {
    render(
      <AppErrorBoundary>
        <p>schedule</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('schedule')).toBeTruthy();
  });

  it('shows the client-side application error with the hostname and a Reload button', () => {
    const hostname = window.location.hostname;
    expect(hostname).not.toBe('');
    render(
      <AppErrorBoundary>
        <Thrower error={new Error('Cannot read properties of undefined')} />
      </AppErrorBoundary>,
    );
    expect(heading()).toBe(`Application error: a client-side exception has occurred while loading ${hostname} (see the browser console for more information).`);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText(/^Digest:/)).toBeNull();
  });

  it('shows the server-side application error and its digest for a 5xx from page data', () => {
    const hostname = window.location.hostname;
    render(
      <AppErrorBoundary>
        <Thrower error={new PageDataError('server', '/data/events/1.json', 500, 'abc123')} />
      </AppErrorBoundary>,
    );
    expect(heading()).toBe(`Application error: a server-side exception has occurred while loading ${hostname} (see the server logs for more information).`);
    expect(screen.getByText('Digest: abc123')).toBeTruthy();
  });

  it('shows the server-side application error without a digest line for a malformed page-data body', () => {
    render(
      <AppErrorBoundary>
        <Thrower error={new PageDataError('server', '/data/events/1.json', 200)} />
      </AppErrorBoundary>,
    );
    expect(heading()).toMatch(/^Application error: a server-side exception/);
    expect(screen.queryByText(/^Digest:/)).toBeNull();
  });

  it('shows the id the report returned, so the user can quote it', () => {
    const error = new Error('boom');
    const report = vi.fn((_error: unknown) => 'a1b2c3d4');
    render(
      <AppErrorBoundary report={report}>
        <Thrower error={error} />
      </AppErrorBoundary>,
    );
    expect(report).toHaveBeenCalledWith(error);
    expect(screen.getByText('Report ID: a1b2c3d4')).toBeTruthy();
  });

  it('reloads the page from the Reload button', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Thrower error={new Error('boom')} />
      </AppErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('speaks German on a /de/ page', () => {
    window.history.replaceState(null, '', '/de/events/1');
    const hostname = window.location.hostname;
    render(
      <AppErrorBoundary>
        <Thrower error={new PageDataError('server', '/data/events/1.json', 500, 'abc123')} />
      </AppErrorBoundary>,
    );
    expect(heading()).toBe(`Anwendungsfehler: Beim Laden von ${hostname} ist auf dem Server eine Ausnahme aufgetreten (Details in den Serverprotokollen).`);
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
  });
});
