import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SignUpScreen from '../../../../src/features/account/signup-screen.tsx';
import { FIELD_MESSAGES } from '../../../../src/shared/field-messages.ts';
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

  it('signs up through an organizer invite link: the email filled in, a note under the heading, the invite sent', async () => {
    const actions = answerActions(() => json({ ok: true, account: { email: 'ada+conf@example.org', role: 'organizer' } }, 200, { 'Action-Redirect': '/account' }));
    renderSignUp('/signup?invite=Tok3n_-x&email=ada%2Bconf%40example.org');
    const note = screen.getByText('With this invite, the account you create will be an organizer.');
    expect(note.tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toBe(note);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada+conf@example.org');

    fillIn({ Password: 'correct horse battery' });
    await submit('Create account');
    expect(actions.posts.map((post) => post.body)).toEqual([{ email: 'ada+conf@example.org', password: 'correct horse battery', invite: 'Tok3n_-x' }]);
  });

  it('without an invite says nothing of organizers and sends none, an ?email= still filled in', async () => {
    const actions = answerActions(() => json({ ok: true }));
    renderSignUp('/signup?email=ada%40example.org');
    expect(screen.queryByText(/organizer/)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.org');
    fillIn({ Password: 'correct horse battery' });
    await submit('Create account');
    expect(actions.posts.map((post) => post.body)).toEqual([{ email: 'ada@example.org', password: 'correct horse battery' }]);
  });

  it('says a refused invite in the screen’s language, and keeps what was typed', async () => {
    answerActions(() => json({ errors: { invite: FIELD_MESSAGES.inviteInvalid } }, 422));
    renderScreen(<SignUpScreen />, { data: null, path: '/de/signup?invite=old&email=ada%40example.org', locale: 'de' });
    expect(screen.getByText('Mit dieser Einladung wird das Konto, das du erstellst, ein Organisator:innen-Konto.')).toBeTruthy();
    fillIn({ Passwort: 'correct horse battery' });
    await submit('Konto erstellen');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Dieser Einladungslink gilt nicht: Er ist abgelaufen, wurde schon benutzt oder ist für eine andere E-Mail-Adresse. Bitte um einen neuen Link.');
    expect(screen.getByLabelText<HTMLInputElement>('E-Mail').value).toBe('ada@example.org');
    expect(screen.getByLabelText<HTMLInputElement>('Passwort').value).toBe('correct horse battery');
  });

  it('says the organizer note in French', () => {
    renderScreen(<SignUpScreen />, { data: null, path: '/fr/signup?invite=t', locale: 'fr' });
    expect(screen.getByText('Avec cette invitation, le compte que vous créez sera un compte organisateur.')).toBeTruthy();
  });

  it('speaks the screen’s language', () => {
    renderScreen(<SignUpScreen />, { data: null, path: '/de/signup', locale: 'de' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Konto erstellen');
    expect(screen.getByText('Mindestens 10 Zeichen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/de/signin');
  });
});
