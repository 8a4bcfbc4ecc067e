import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SignUpScreen from '../../../../src/features/signup/signup-screen.tsx';
import { renderScreen } from '../render-screen.tsx';
import { answerActions, fillIn, json, submit } from '../account-form-helpers.ts';

function renderSignUp(path = '/signup') {
  return renderScreen(<SignUpScreen />, { data: null, path });
}

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
});
afterEach(cleanup);

describe('SignUpScreen', () => {
  it('asks for a new password and shows its rule beside the field', () => {
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create an account');
    expect(screen.getByLabelText<HTMLInputElement>('Email').autocomplete).toBe('email');
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(password.autocomplete).toBe('new-password');
    const rule = screen.getByText('At least 10 characters.');
    expect(password.getAttribute('aria-describedby')).toBe(rule.id);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
  });

  it('checks the length before posting, counting characters as people do', async () => {
    const actions = answerActions(() => json({ ok: true }));
    renderSignUp();
    fillIn({ Email: 'ada@example.org', Password: '123456789' });
    await submit('Create account');
    expect(screen.getByText('Use at least 10 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(actions.posts).toHaveLength(0);

    // Nine emoji are eighteen UTF-16 units, but nine characters.
    fillIn({ Password: '🎉'.repeat(9) });
    await submit('Create account');
    expect(screen.getByText('Use at least 10 characters.')).toBeTruthy();
    expect(actions.posts).toHaveLength(0);
  });

  it('shows a taken email beside the email field and keeps both inputs', async () => {
    answerActions(() => json({ errors: { email: 'An account with this email already exists.' } }, 422));
    renderSignUp();
    fillIn({ Email: 'ada@example.org', Password: 'correct horse battery' });
    await submit('Create account');

    const email = screen.getByLabelText<HTMLInputElement>('Email');
    const error = await screen.findByText('An account with this email already exists.');
    expect(email.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(email);
    expect(email.value).toBe('ada@example.org');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('correct horse battery');
  });

  it('goes where the server sends it once the account exists', async () => {
    const actions = answerActions(() => json({ ok: true, account: { email: 'ada@example.org', role: 'attendee' } }, 200, { 'Action-Redirect': '/account' }));
    const { navigate } = renderSignUp();
    fillIn({ Email: 'ada@example.org', Password: 'correct horse battery' });
    await submit('Create account');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    expect(actions.posts.map((post) => post.url)).toEqual(['/actions/signup']);
  });

  it('shows the server’s English field messages in the screen’s language, and an unknown one as sent', async () => {
    answerActions(() => json({ errors: { email: 'An account with this email already exists.', password: 'A message no screen knows.' } }, 422));
    renderScreen(<SignUpScreen />, { data: null, path: '/fr/signup', locale: 'fr' });
    fillIn({ 'E-mail': 'ada@example.org', 'Mot de passe': 'correct horse battery' });
    await submit('Créer le compte');
    expect(await screen.findByText('Un compte existe déjà pour cette adresse e-mail.')).toBeTruthy();
    expect(screen.getByText('A message no screen knows.')).toBeTruthy();
    expect(screen.queryByText('An account with this email already exists.')).toBeNull();
  });

  it('speaks the screen’s language', () => {
    renderScreen(<SignUpScreen />, { data: null, path: '/de/signup', locale: 'de' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Konto erstellen');
    expect(screen.getByText('Mindestens 10 Zeichen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/de/signin');
  });
});
