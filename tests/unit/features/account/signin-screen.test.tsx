import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SignInScreen from '../../../../src/features/account/signin-screen.tsx';
import { reportNetworkResult } from '../../../../src/runtime/pwa/network-status.ts';
import { renderScreen } from '../render-screen.tsx';
import { answerActions, fillIn, json, submit } from '../account-form-helpers.ts';

function renderSignIn(path = '/signin') {
  return renderScreen(<SignInScreen />, { data: null, path });
}

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
});
afterEach(() => {
  cleanup();
  reportNetworkResult(true);
});

describe('SignInScreen', () => {
  it('has labelled email and password fields that password managers recognise', () => {
    renderSignIn();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in');
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect([email.type, email.autocomplete, email.name]).toEqual(['email', 'email', 'email']);
    expect([password.type, password.autocomplete, password.name]).toEqual(['password', 'current-password', 'password']);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });

  it('posts the credentials with this device’s id, so its stars join the account', async () => {
    const actions = answerActions(() => json({ ok: true }, 200, { 'Action-Redirect': '/account' }));
    const { navigate } = renderSignIn();
    fillIn({ Email: 'ada@example.org', Password: 'correct horse battery' });
    await submit('Sign in');

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    expect(actions.posts).toHaveLength(1);
    const [post] = actions.posts;
    expect(post?.url).toBe('/actions/signin');
    expect(post?.body).toEqual({ email: 'ada@example.org', password: 'correct horse battery' });
    expect(post?.headers.get('Hallway-Device')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows each 422 message beside its field, keeps the input and moves focus to the first invalid field', async () => {
    answerActions(() => json({ errors: { password: 'Email or password is incorrect.' } }, 422));
    renderSignIn();
    fillIn({ Email: 'ada@example.org', Password: 'wrong password' });
    await submit('Sign in');

    const password = screen.getByLabelText<HTMLInputElement>('Password');
    const error = await screen.findByText('Email or password is incorrect.');
    expect(password.getAttribute('aria-describedby')).toBe(error.id);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(error.closest('.form-field')).toBe(password.closest('.form-field'));
    expect(document.activeElement).toBe(password);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.org');
    expect(password.value).toBe('wrong password');
    expect(screen.queryByRole('alert')).toBeNull();

    // Once the field is edited, its message no longer applies.
    fireEvent.change(password, { target: { value: 'another try' } });
    expect(screen.queryByText('Email or password is incorrect.')).toBeNull();
  });

  it('says exactly "An unexpected response was received from the server." for an HTML answer, keeping the input', async () => {
    answerActions(() => new Response('<!doctype html><title>Hallway</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    renderSignIn();
    fillIn({ Email: 'ada@example.org', Password: 'correct horse battery' });
    await submit('Sign in');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('An unexpected response was received from the server.');
    expect(document.activeElement).toBe(alert);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.org');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('correct horse battery');

    // A new attempt stopped by the form's own check is not about that answer any more.
    fillIn({ Password: '' });
    await submit('Sign in');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
  });

  it('says signing in needs the network when known offline, and after a try that got no answer', async () => {
    answerActions(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSignIn();
    act(() => reportNetworkResult(false));
    const needsNetwork = "Signing in needs the network. You're offline: connect, then try again.";
    expect(screen.getByText(needsNetwork).getAttribute('role')).toBeNull();

    fillIn({ Email: 'ada@example.org', Password: 'correct horse battery' });
    await submit('Sign in');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(needsNetwork);
    // Said once, as the alert, not twice.
    expect(screen.getAllByText(needsNetwork)).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.org');
  });

  it('says when to try again after too many attempts', async () => {
    answerActions(() => json({ error: 'too-many-attempts', message: 'Too many failed sign-ins. Try again in 15 minutes.' }, 429, { 'Retry-After': '840' }));
    renderSignIn();
    fillIn({ Email: 'ada@example.org', Password: 'wrong password' });
    await submit('Sign in');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Too many attempts\. Try again in 14 minutes \(at \d{1,2}:\d{2}( [AP]M)?\)\.$/);
  });

  it('posts once while an attempt is under way, and says it is signing in', async () => {
    let release: (response: Response) => void = () => undefined;
    const actions = answerActions(() => new Promise<Response>((resolve) => (release = resolve)));
    renderSignIn();
    fillIn({ Email: 'ada@example.org', Password: 'correct horse battery' });
    await submit('Sign in');
    await vi.waitFor(() => expect(actions.posts).toHaveLength(1));

    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Signing in…' });
    expect(button.disabled).toBe(true);
    await act(async () => fireEvent.submit(button.form!));
    expect(actions.posts).toHaveLength(1);
    await act(async () => release(json({ errors: { password: 'Email or password is incorrect.' } }, 422)));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(false);
  });

  it('checks for empty fields before posting', async () => {
    const actions = answerActions(() => json({ ok: true }));
    renderSignIn();
    await submit('Sign in');
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(actions.posts).toHaveLength(0);
  });

  it('returns to the protected page that asked, and only to a page of this app', async () => {
    answerActions(() => json({ ok: true }, 200, { 'Action-Redirect': '/account' }));
    const { navigate } = renderSignIn('/signin?next=%2Fadmin');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup?next=%2Fadmin');
    fillIn({ Email: 'ada@example.org', Password: 'correct horse battery' });
    await submit('Sign in');
    await vi.waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/admin', { replace: true }));
    expect(navigate.mock.calls[0]).toEqual(['/account']);

    cleanup();
    const other = renderSignIn('/signin?next=%2F%2Fevil.example%2Fadmin');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    fillIn({ Email: 'ada@example.org', Password: 'correct horse battery' });
    await submit('Sign in');
    await vi.waitFor(() => expect(other.navigate).toHaveBeenCalledWith('/account'));
    await act(async () => undefined);
    expect(other.navigate).toHaveBeenCalledTimes(1);
  });
});
