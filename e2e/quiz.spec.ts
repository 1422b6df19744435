import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { enterKnowMyselfDetails, parentWithLearner, passGrownUpGate } from './helpers.ts';

/** Plays every question with the keyboard only: key 1 answers; Enter moves on when the player waits. */
async function playWithKeyboard(page: Page, answers: number, questions = answers): Promise<void> {
  for (let index = 1; index <= answers; index += 1) {
    await expect(page.getByText(`Question ${index} of ${questions}`)).toBeVisible();
    await page.keyboard.press('1');
    const verdict = page.getByTestId('answer-feedback').getByText(/Great job!|Good try!/);
    await expect(verdict).toBeVisible();
    if ((await verdict.textContent())?.startsWith('Good try!')) await page.keyboard.press('Enter');
  }
}

test('an Everyday Safety quiz, set up, played with the keyboard, reviewed and retaken', async ({ page }) => {
  // A right answer's feedback stays 2 s by design, before any page work.
  test.slow();
  await parentWithLearner(page);
  await page.goto('/general-safety');
  await expect(page.getByRole('heading', { name: 'Everyday Safety' })).toBeVisible();
  await expect(page.getByText("Set Up Your Child's Quiz")).toBeVisible();
  // A safety quiz asks nothing about the child: the age group comes from Zara's profile.
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await expect(page.getByLabel('Age group')).toHaveValue('7-9');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);

  await playWithKeyboard(page, 5);
  await expect(page.getByRole('heading', { name: 'You finished the quiz!' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/out of 5 right/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Review My Answers' }).click();
  await expect(page.getByRole('heading', { name: 'Review My Answers' })).toBeVisible();
  await expect(page.getByText(/^Answer: /)).toHaveCount(5);
  await page.getByRole('button', { name: 'Back to Results' }).click();

  await page.getByRole('button', { name: 'Take Quiz Again' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Grown-ups' }).click();
  await passGrownUpGate(page);
  await expect(page.getByRole('button', { name: 'Generate Quiz' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Everyday Safety' })
      .getByText(/^\d\/5$/),
  ).toBeVisible();
});

test('a Know Myself quiz built from the details the parent enters', async ({ page }) => {
  test.slow();
  await parentWithLearner(page);
  await page.goto('/personal-info-recall');
  await enterKnowMyselfDetails(page, { name: 'Ngozi', phone: '07123 456789' });
  await expect(page.getByLabel("Teacher's name")).toBeDisabled();
  await page.getByLabel('Number of questions').selectOption('5');
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible({ timeout: 15_000 });
  await playWithKeyboard(page, 5);
  await expect(page.getByRole('heading', { name: 'You finished the quiz!' })).toBeVisible({ timeout: 10_000 });

  // The details are kept for next time.
  await page.goto('/personal-info-recall');
  await page.getByText('Home Information').click();
  await expect(page.getByLabel('Home address (with postcode or ZIP code)')).toHaveValue('12 Oak Road, Leeds LS6 2AB');
});

test('a free account asking for a longer quiz meets the premium dialog', async ({ page }) => {
  await parentWithLearner(page);
  await page.goto('/health-hygiene');
  await page.getByLabel('Number of questions').selectOption('10');
  const dialog = page.getByRole('dialog', { name: 'Premium Required' });
  await expect(
    dialog.getByText('Want longer quizzes? Upgrade to premium and unlock up to 25 questions per quiz.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(page.getByLabel('Number of questions')).toHaveValue('5');
});

test('a visitor can fill the form; generating asks them to sign in first', async ({ page }) => {
  await page.goto('/digital-safety');
  await expect(page.getByLabel('Age group')).not.toContainText('Ages 4-6');
  await page.getByLabel('Age group').selectOption('10-12');
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});

test('a reload picks the quiz up where the child left it, and the usage dialog counts it', async ({ page }) => {
  await parentWithLearner(page);
  await page.goto('/health-hygiene');
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible({ timeout: 15_000 });
  await playWithKeyboard(page, 1, 5);
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await expect(page).toHaveURL(/quiz=/);
  await page.reload();
  await expect(page.getByText('Question 2 of 5')).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Usage' }).click();
  const usage = page.getByRole('dialog', { name: 'Your usage' });
  await expect(usage.getByText('Safety quizzes this month')).toBeVisible();
  await expect(usage.getByText('1 of 5')).toBeVisible();
  await expect(usage.getByText('4 left this month. Know Myself quizzes are unlimited.')).toBeVisible();
});
