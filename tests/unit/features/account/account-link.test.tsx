import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountLink } from '../../../../src/features/account/account-link.tsx';
import { routeNamed } from '../../../../src/shared/routes.ts';
import { RouterContext } from '../../../../src/runtime/router/router-context.ts';
import { RouterStateContext } from '../../../../src/runtime/router/router-state.ts';
import type { Committed, View } from '../../../../src/runtime/router/navigation-state.ts';

/** The header link as the layout renders it, with the router showing `view`. */
function renderLink(view: View | null) {
  const router = { locale: 'en' as const, navigate: vi.fn(), replaceSearch: vi.fn(), prefetch: vi.fn(), prefetchOnSight: false };
  const committed: Committed | null = view && {
    location: { pathname: '/x', search: '', hash: '', key: 'k', type: 'push', depth: 0 },
    locale: 'en',
    path: '/x',
    view,
    intent: 'push',
  };
  return render(
    <RouterContext.Provider value={router}>
      <RouterStateContext.Provider value={{ committed, loading: false, retry: () => undefined, refresh: async () => undefined }}>
        <AccountLink />
      </RouterStateContext.Provider>
    </RouterContext.Provider>,
  );
}

const screenOf = (name: string): View => ({ kind: 'screen', route: routeNamed(name), Screen: () => null, pageData: null });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('AccountLink', () => {
  it('offers to sign in when nobody was signed in', () => {
    renderLink(screenOf('home'));
    expect(screen.getByRole('link').textContent).toBe('Sign in');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/signin');
  });

  it('links the account once a protected screen (or a 403) showed that someone is signed in, and remembers it', () => {
    renderLink(screenOf('account'));
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    cleanup();
    renderLink(screenOf('home'));
    expect(screen.getByRole('link').textContent).toBe('Account');
    cleanup();
    localStorage.clear();
    renderLink({ kind: 'fallback', status: 403 });
    expect(screen.getByRole('link').textContent).toBe('Account');
  });

  it('forgets the session when a page answers 401', () => {
    localStorage.setItem('hallway-signed-in', '1');
    renderLink({ kind: 'fallback', status: 401 });
    expect(screen.getByRole('link').textContent).toBe('Sign in');
    cleanup();
    renderLink(screenOf('home'));
    expect(screen.getByRole('link').textContent).toBe('Sign in');
  });
});
