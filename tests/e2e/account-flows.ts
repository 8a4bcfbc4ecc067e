import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

// The account steps several specs take through the real screens (§11): sign up, sign in, and the
// organizer's sign-up through the invite link the fixture server makes at start.

export const PASSWORD = 'correct horse battery staple';
/** fixture-server.ts invites this email as an organizer at start (GET /__e2e/organizer-invite). */
export const ORGANIZER = 'organizer@hallway.test';

/** A fresh address per test, so tests never share an account. */
export const newEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@hallway.test`;

export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

export async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByText(email, { exact: true })).toBeVisible();
}

export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByText(email, { exact: true })).toBeVisible();
}

/**
 * Signs the e2e organizer up through the one-time invite link the fixture server made, as
 * `npm run organizer -- invite` prints one (§11): the email filled in, the organizer note shown.
 * The link works once: a later sign-up against the same server finds the account and signs in.
 */
export async function signUpOrganizer(page: Page): Promise<void> {
  const invite = (await (await page.request.get('/__e2e/organizer-invite')).json()) as { email: string; link: string };
  expect(invite.email).toBe(ORGANIZER);
  const link = new URL(invite.link);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('With this invite, the account you create will be an organizer.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(ORGANIZER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  const taken = page.getByText('An account with this email already exists.');
  await expect(page.getByText(ORGANIZER, { exact: true }).or(taken)).toBeVisible();
  if (await taken.isVisible()) await signIn(page, ORGANIZER);
}
