import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import type { AccountData } from '../../src/shared/actions.ts';
import { fillCredentials, newEmail, PASSWORD, signIn, signUp, signUpOrganizer } from './account-flows.ts';
import { demoEventIds, mainHeading, navigateInApp } from './app-navigation.ts';
import type { EngineMetadata } from './database.ts';

// Against the real server (fixture-server.ts) and the production build: accounts, sessions and
// roles (§11), the account screens and their forms (§7), the 401/403 fallbacks (§4.5).

const UNEXPECTED = 'An unexpected response was received from the server.';

/** Stars an event with its Star button, and waits until the outbox has sent it (§7). */
async function starInApp(page: Page, eventId: string): Promise<void> {
  await page.goto(`/events/${encodeURIComponent(eventId)}`);
  const sent = page.waitForResponse((response) => response.url().endsWith('/actions/star') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Star', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect((await sent).status()).toBe(200);
}

/** The account link (or Sign in) on the More screen, opened from the navigation bar. */
async function accountLinkOnMore(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'More' }).click();
  await expect(mainHeading(page)).toHaveText('More');
  return page.locator('main').getByRole('link', { name: /^(Account|Sign in)$/ });
}

test.describe('§11 accounts', () => {
  test('an account is kept in the store of the engine this project runs on', async ({ page, request }, testInfo) => {
    const store = async () => (await (await request.get('/__e2e/store')).json()) as { engine: string; accounts: number };
    const before = await store();
    expect(before.engine).toBe((testInfo.project.metadata as EngineMetadata).engine);
    await signUp(page, newEmail('engine'));
    expect((await store()).accounts).toBe(before.accounts + 1);
  });

  test('sign up lands on the account; sign out makes it 401; signing in again works', async ({ page }) => {
    const email = newEmail('ada');
    await page.goto('/signup');
    await fillCredentials(page, email, PASSWORD);
    // The device id goes along, so this device's stars join the account.
    const signUpRequest = page.waitForRequest((request) => request.url().endsWith('/actions/signup'));
    await page.getByRole('button', { name: 'Create account' }).click();
    expect((await signUpRequest).headers()['hallway-device']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page).toHaveURL('/account');
    await expect(mainHeading(page)).toHaveText('Your account');
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByText('Attendee', { exact: true })).toBeVisible();
    const accountLink = await accountLinkOnMore(page);
    await expect(accountLink).toHaveText('Account');
    await expect(accountLink).toHaveAttribute('href', '/account');
    await accountLink.click();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    const signInOnMore = await accountLinkOnMore(page);
    await expect(signInOnMore).toHaveText('Sign in');
    await expect(signInOnMore).toHaveAttribute('href', '/signin');
    // Inside the app, nothing of the account is left in memory (Action-Revalidate dropped it)…
    await navigateInApp(page, '/account');
    await expect(page.getByText("You're not authorized to access this page.")).toBeVisible();
    // …and the server refuses a direct load too.
    await page.goto('/account');
    await expect(page.getByText("You're not authorized to access this page.")).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
    const signInLink = page.locator('main').getByRole('link', { name: 'Sign in' });
    await expect(signInLink).toHaveAttribute('href', '/signin?next=%2Faccount');

    await signInLink.click();
    await expect(page).toHaveURL('/signin?next=%2Faccount');
    await fillCredentials(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByText(email, { exact: true })).toBeVisible();
  });

  test('a wrong password is said beside the password field and keeps what was typed', async ({ browser, page }) => {
    const email = newEmail('grace');
    const other = await browser.newContext();
    await signUp(await other.newPage(), email);
    await other.close();

    await page.goto('/signin');
    await fillCredentials(page, email, 'not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAccessibleDescription('Email or password is incorrect.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(password).toHaveValue('not the password');
    await expect(page).toHaveURL('/signin');
  });

  test('repeated failures are rate-limited, and the form says when to try again', async ({ page }) => {
    const email = newEmail('mallory');
    await page.goto('/signin');
    await fillCredentials(page, email, 'guess number one');
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = page.waitForResponse((response) => response.url().endsWith('/actions/signin'));
      await submit.click();
      expect((await answer).status()).toBe(422);
    }
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in 15 minutes \(at .+\)\.$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });

  test('an action answered with HTML says exactly so, and the form keeps its input', async ({ page }) => {
    await page.goto('/signin');
    await fillCredentials(page, 'ada@example.org', PASSWORD);
    await page.request.post('/__e2e/html-action?name=signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(UNEXPECTED);
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.org');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
    await expect(page).toHaveURL('/signin');
  });

  test('signing in needs the network, and says so offline', async ({ context, page }) => {
    await page.goto('/signin');
    await expect(mainHeading(page)).toHaveText('Sign in');
    await context.setOffline(true);
    await fillCredentials(page, 'ada@example.org', PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText("Signing in needs the network. You're offline: connect, then try again.");
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.org');
    await context.setOffline(false);
  });

  test('a second device signed in to the same account sees the stars made on the first', async ({ browser, page }) => {
    const email = newEmail('lin');
    const [before, after] = await demoEventIds(page, 2);
    // Starred before there is an account: kept for this device, then joined to the account at sign-up.
    await starInApp(page, before!);
    await signUp(page, email);
    await starInApp(page, after!);

    const second = await browser.newContext();
    const phone = await second.newPage();
    await signIn(phone, email);
    await expect(phone.getByText(/^2 starred events in your account\./)).toBeVisible();
    const account = (await (await phone.request.get('/data/account.json')).json()) as { data: AccountData };
    expect(
      account.data.stars
        .filter((star) => star.starred)
        .map((star) => star.eventId)
        .sort(),
    ).toEqual([before, after].sort());
    await second.close();
  });

  test('/admin is forbidden to an attendee, and shows an organizer the numbers so far and the way to each section', async ({ browser, page }) => {
    await signUp(page, newEmail('attendee'));
    await page.goto('/admin');
    await expect(page.getByText('This page could not be accessed.')).toBeVisible();
    await expect(page).toHaveTitle('403: This page could not be accessed.');

    const organizerContext = await browser.newContext();
    const organizer = await organizerContext.newPage();
    await signUpOrganizer(organizer);
    await expect(organizer.getByText('Organizer', { exact: true })).toBeVisible();
    await organizer.getByRole('link', { name: 'Organizer tools' }).click();
    await expect(organizer).toHaveURL('/admin');
    await expect(mainHeading(organizer)).toHaveText('Organizer tools');
    const admin = (await (await organizer.request.get('/data/admin.json')).json()).data as { users: number; organizers: number };
    expect(admin.organizers).toBe(1);
    const count = (term: string) => organizer.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(count('Accounts')).toHaveText(String(admin.users));
    await expect(count('Organizers')).toHaveText('1');
    // Each section opens from here.
    await organizer.getByRole('link', { name: 'Feedback' }).click();
    await expect(organizer).toHaveURL('/admin/feedback');
    await expect(mainHeading(organizer)).toHaveText('Feedback');
    await organizerContext.close();
  });
});
