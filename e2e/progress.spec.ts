import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import {
  finishQuizThroughApi,
  parentWithLearner,
  signUpAndVerify,
  uniqueEmail,
  upgradeThroughDemoCheckout,
} from './helpers.ts';

test('a premium parent reads the breakdown and the history, one quiz open at a time', async ({ page }) => {
  await parentWithLearner(page);
  await upgradeThroughDemoCheckout(page);
  await finishQuizThroughApi(page, 0);
  await finishQuizThroughApi(page, 1);

  await page.goto('/dashboard');
  const breakdown = page.getByText('Average score by category');
  await expect(breakdown).toBeVisible();
  await expect(page.getByText('Everyday Safety').first()).toBeVisible();
  await expect(page.getByText('Average score, week by week')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'View Zara’s full history' }).click();
  await expect(page).toHaveURL(/\/quiz-history\?learner=/);
  await expect(page.getByRole('heading', { name: 'Quiz History' })).toBeVisible();
  await expect(page.getByText('2 quizzes', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveValue('30');
  const rows = page.getByRole('button', { name: /Everyday Safety/ });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(/\d\/5/);
  await expect(rows.first()).toContainText(/\d{1,2} [A-Z][a-z]{2,3} \d{4} at \d{1,2}:\d{2} (am|pm)/);

  await rows.first().click();
  await expect(page.getByRole('region', { name: 'Question Review' })).toHaveCount(1);
  await expect(page.getByText('Correct answer:').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await rows.nth(1).click();
  await expect(page.getByRole('region', { name: 'Question Review' })).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('aria-expanded', 'false');
  await expect(rows.nth(1)).toHaveAttribute('aria-expanded', 'true');

  await page.getByLabel('Period').selectOption('all');
  await expect(page).toHaveURL(/period=all/);
  await expect(page.getByText('2 quizzes', { exact: true })).toBeVisible();
});

test('an empty history says so for the period, and for all time', async ({ page }) => {
  await parentWithLearner(page);
  await upgradeThroughDemoCheckout(page);
  await page.goto('/quiz-history');
  await expect(page.getByRole('heading', { name: 'No quizzes found' })).toBeVisible();
  await expect(page.getByText('No quizzes found in the selected time period (last 30 days).')).toBeVisible();
  await expect(page.getByText('0 quizzes', { exact: true })).toBeVisible();
  await page.getByLabel('Period').selectOption('all');
  await expect(page.getByText('No quizzes have been completed yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your First Quiz' })).toHaveAttribute('href', '/dashboard');
});

test('a free account is offered premium on the history page', async ({ page }) => {
  await parentWithLearner(page);
  await page.goto('/quiz-history');
  const dialog = page.getByRole('dialog', { name: 'Quiz History is a Premium Feature' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz History is a Premium Feature' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('with no learner, the history page sends the parent back to the dashboard', async ({ page }) => {
  await signUpAndVerify(page, uniqueEmail());
  await page.goto('/quiz-history');
  await expect(
    page.getByText('No learner selected. Please return to the dashboard and select a learner profile.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
});
