import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'purple-kettle-harbour-42';

let counter = 0;
export function uniqueEmail(label = 'parent'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Opens the newest e-mail to the address in /dev/mailbox and follows its link to PATH. */
export async function followMailedLink(page: Page, to: string, path: '/verify' | '/reset-password'): Promise<void> {
  await page.goto('/dev/mailbox');
  const message = page
    .locator('article', { hasText: `To ${to}` })
    .filter({ has: page.locator(`a[href*="${path}?token="]`) })
    .first();
  const href = await message.locator(`a[href*="${path}?token="]`).first().getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href ?? '/');
}

/** Signs up through the dialog and verifies through the mailbox; ends signed in. */
export async function signUpAndVerify(page: Page, email: string, firstName = 'Amara'): Promise<void> {
  await page.goto('/sign-up');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill('Okafor');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Check Your Email' })).toBeVisible();
  await page.getByRole('button', { name: 'Got it!' }).click();
  await followMailedLink(page, email, '/verify');
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A new, verified parent with one learner, Zara (8), active; ends on the dashboard. */
export async function parentWithLearner(page: Page, email = uniqueEmail()): Promise<void> {
  await signUpAndVerify(page, email);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Learner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a learner' });
  await dialog.getByLabel('First name').fill('Zara');
  await dialog.getByLabel('Last name').fill('Okafor');
  await dialog.getByLabel('Age').selectOption('8');
  await dialog.getByRole('button', { name: 'Add Learner' }).click();
  await expect(page.getByRole('region', { name: 'Active learner' })).toBeVisible();
}
