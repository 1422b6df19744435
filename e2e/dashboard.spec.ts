import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { signUpAndVerify, uniqueEmail } from './helpers.ts';

test('a parent adds, edits and deletes a learner on a phone', async ({ page }) => {
  await signUpAndVerify(page, uniqueEmail());
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add your first learner' })).toBeVisible();
  // The floating button is not shown on the dashboard.
  await expect(page.getByRole('link', { name: 'Amara' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add Learner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a learner' });
  await dialog.getByRole('button', { name: 'Add Learner' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Last name is required')).toBeVisible();
  await dialog.getByLabel('First name').fill('Zara');
  await dialog.getByLabel('Last name').fill('Okafor');
  await dialog.getByLabel('Age').selectOption('6');
  await dialog.getByLabel('Country').selectOption('AU');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add Learner' }).click();
  await expect(dialog).toBeHidden();

  const active = page.getByRole('region', { name: 'Active learner' });
  await expect(active.getByText('Zara')).toBeVisible();
  await expect(active.getByText('Age 6 · Australia')).toBeVisible();
  await expect(active.getByRole('link', { name: 'Start Learning Adventure' })).toHaveAttribute(
    'href',
    '/safety-skills',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Edit Zara' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Zara’s profile' });
  await edit.getByLabel('First name').fill('Zainab');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(active.getByText('Zainab')).toBeVisible();

  // The floating button shows the active learner's name elsewhere.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Zainab' })).toHaveAttribute('href', '/dashboard');
  await page.goto('/dashboard');

  await page.getByRole('button', { name: 'Add Learner' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Multiple Learners Need Premium' });
  await expect(upgrade).toBeVisible();
  await expect(upgrade.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
  await upgrade.getByRole('button', { name: 'Maybe Later' }).click();

  await page.getByRole('button', { name: 'Delete Zainab' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete learner' });
  await expect(confirm.getByText('Are you sure you want to delete this learner profile?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Add your first learner' })).toBeVisible();
});

test('a free account sees locked statistics and a blurred breakdown', async ({ page }) => {
  await signUpAndVerify(page, uniqueEmail());
  await page.goto('/dashboard');
  await expect(page.getByText('Premium shows this for each child.')).toHaveCount(2);
  await expect(page.getByText('Premium shows scores by category and progress over time.')).toBeVisible();
});
