import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { parentWithLearner } from './helpers.ts';

test('a free account upgrades through the demo checkout, uses premium, cancels and keeps it to the period end', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await parentWithLearner(page);

  await page.goto('/pricing');
  await expect(page.getByText('Test mode — no real payment.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Free' }).getByText('Current plan')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('region', { name: 'Premium' }).getByRole('button', { name: 'Upgrade' }).click();

  await expect(page).toHaveURL(/\/demo-checkout\?session_id=cs_demo_/);
  const checkoutId = new URL(page.url()).searchParams.get('session_id') ?? '';
  await expect(page.getByRole('heading', { name: 'Premium — monthly' })).toBeVisible();
  await expect(page.getByText('Test mode — no real payment.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Pay £5.99' }).click();

  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Welcome to Premium!' })).toBeVisible();
  await expect(page.getByText(checkoutId.slice(0, 20), { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Five learners: the parent's browser adds four more.
  for (const name of ['Bo', 'Cai', 'Dev', 'Eli']) {
    const created = await page.request.post('/api/learners', {
      headers: { origin: baseURL },
      data: { firstName: name, lastName: 'Okafor', age: 9, country: 'UK' },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(5);

  // Longer quizzes and Brain Booster.
  await page.goto('/general-safety');
  await page.getByLabel('Number of questions').selectOption('25');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Number of questions')).toHaveValue('25');
  await page.goto('/popular-topic-quiz?topic=Space%20and%20Planets%20Quiz');
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(page.getByText(/Question 1 of \d+/)).toBeVisible({ timeout: 15_000 });

  await page.goto('/pricing');
  await expect(page.getByRole('region', { name: 'Premium' }).getByText('Current plan')).toBeVisible();

  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/demo-portal$/);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your subscription?' })
    .getByRole('button', { name: 'Cancel Subscription' })
    .click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Premium until .+\. It will not renew\.$/)).toBeVisible();

  // Paid for to the end of the period: still premium, and nothing lost. The lapse to the free plan
  // at the period's end is proved with a moved clock in server/modules/billing/demo-checkout.test.ts.
  await page.goto('/pricing');
  await expect(page.getByRole('region', { name: 'Premium' }).getByText('Current plan')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(5);
});

test('cancelling the demo checkout goes to the cancelled page and grants nothing', async ({ page }) => {
  await parentWithLearner(page);
  await page.goto('/pricing');
  await page.getByRole('region', { name: 'Annual' }).getByRole('button', { name: 'Upgrade' }).click();
  await expect(page.getByRole('heading', { name: 'Premium — annual' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await expect(page.getByText('no charges were made')).toBeVisible();
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page.getByText('No subscription found', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please contact support for assistance with your subscription.', { exact: true }),
  ).toBeVisible();
});
