/**
 * Screenshots of a five-year-old's space and every state of her player, for looking at as she
 * would: `npm run build && SHOTS_DIR=/some/folder npx playwright test --grep @screenshots`. Tagged,
 * so a run without SHOTS_DIR leaves it out (playwright.config.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parentWithLearner, recordSpeech, uniqueEmail } from './helpers.ts';

const shotsDir = process.env.SHOTS_DIR ?? 'test-results/child-screens';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

async function shoot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  // Every picture drawn before the shot: a half-loaded screen would hide what a child sees.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage, animations: 'disabled' });
}

const options = (page: Page) => page.locator('section[aria-labelledby="quiz-question"] li:not([hidden]) button');
const optionWords = (page: Page) => options(page).locator('span.min-w-0').allTextContents();
const feedback = (page: Page) => page.getByTestId('answer-feedback');
const questionNumber = (page: Page, number: number) => page.getByText(new RegExp(`^Question ${number} of 5$`));

async function tapNext(page: Page, number: number): Promise<void> {
  await feedback(page)
    .getByRole('button', { name: number === 5 ? 'See my results' : 'Next', exact: true })
    .tap();
}

test('@screenshots a five-year-old’s space and player, at 390 px (and the space at 320 and 1280)', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  mkdirSync(shotsDir, { recursive: true });
  // Still frames: no confetti or floating guide caught half-way.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordSpeech(page);
  await parentWithLearner(page, uniqueEmail(), 5);
  // A voice that takes its time: a right answer's explanation stays on screen to be photographed.
  await page.addInitScript(() => Object.assign(window, { speechMs: 60_000 }));

  await page.getByRole('link', { name: 'Let Zara play' }).first().click();
  await expect(page.getByRole('heading', { name: 'Hi Zara! What shall we play?' })).toBeVisible();
  await shoot(page, 'space-tiles-390', { fullPage: true });
  for (const size of [
    { width: 320, height: 640 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await shoot(page, `space-tiles-${size.width}`, { fullPage: true });
  }
  await page.setViewportSize(PHONE);

  await page.getByRole('button', { name: 'Grown-ups' }).tap();
  const gate = page.getByRole('dialog', { name: 'For grown-ups' });
  await expect(gate).toBeVisible();
  await shoot(page, 'grown-up-gate-390');
  await gate.getByRole('button', { name: 'Keep playing' }).tap();

  // The first run through: the first option each time, learning the right answers from the verdicts.
  await page.getByRole('button', { name: /Everyday Safety/ }).tap();
  const rightAnswers: string[] = [];
  const taken = new Set<string>();
  for (let number = 1; number <= 5; number += 1) {
    await expect(questionNumber(page, number)).toBeVisible({ timeout: 15_000 });
    if (!taken.has('pictures') && (await options(page).locator('img').count()) > 0) {
      await shoot(page, 'player-question-pictures-390');
      taken.add('pictures');
    }
    const chosen = (await optionWords(page))[0] ?? '';
    await options(page).first().tap();
    await expect(feedback(page)).toBeVisible();
    const verdict = (await feedback(page).textContent()) ?? '';
    const isRight = verdict.includes('Great job!');
    rightAnswers.push(isRight ? chosen : (verdict.match(/(?:The answer|The safest choice) is “(.+?)”/)?.[1] ?? ''));
    expect(rightAnswers.at(-1), verdict).not.toBe('');
    const state = isRight ? 'player-right-answer-390' : 'player-wrong-answer-390';
    if (!taken.has(state)) {
      await shoot(page, state);
      taken.add(state);
    }
    await tapNext(page, number);
  }
  await expect(page.getByRole('heading', { name: 'You finished the quiz!' })).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'player-results-stars-age5-390', { fullPage: true });

  // Again, for the states the first run did not meet: a wrong answer, a right one, a hint, no internet.
  await page.getByRole('button', { name: 'Play again' }).tap();
  await expect(questionNumber(page, 1)).toBeVisible();
  const wrong = (await optionWords(page)).find((option) => option !== rightAnswers[0]) ?? '';
  await options(page).filter({ hasText: wrong }).first().tap();
  await expect(feedback(page)).toContainText('Good try!');
  if (!taken.has('player-wrong-answer-390')) await shoot(page, 'player-wrong-answer-390');
  await tapNext(page, 1);

  await expect(questionNumber(page, 2)).toBeVisible();
  await page.getByRole('button', { name: 'Use a hint' }).tap();
  await expect(page.getByText('I took one away.')).toBeVisible();
  await shoot(page, 'player-hint-390');
  await options(page)
    .filter({ hasText: rightAnswers[1] ?? '' })
    .first()
    .tap();
  await expect(feedback(page)).toContainText('Great job!');
  if (!taken.has('player-right-answer-390')) await shoot(page, 'player-right-answer-390');
  await tapNext(page, 2);

  await expect(questionNumber(page, 3)).toBeVisible();
  await context.setOffline(true);
  await options(page)
    .filter({ hasText: rightAnswers[2] ?? '' })
    .first()
    .tap();
  await expect(page.getByText('Waiting for the internet… your answer is safe')).toBeVisible();
  await shoot(page, 'player-offline-waiting-390');
  await context.setOffline(false);
  await expect(feedback(page)).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await expect(page.getByRole('button', { name: /^Carry on/ })).toBeVisible();
  await shoot(page, 'space-carry-on-390', { fullPage: true });
});
