import { expect, type Page, test } from '@playwright/test';
import { knowMyselfQuizBody } from '../server/test/quiz-bodies.ts';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { parentWithLearner, passGrownUpGate, recordSpeech, spoken, uniqueEmail } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const question = (page: Page) => page.locator('#quiz-question');
const options = (page: Page) => page.locator('section[aria-labelledby="quiz-question"] li:not([hidden]) button');
const feedback = (page: Page) => page.getByTestId('answer-feedback');
/** The options' words, without their number badges. */
const optionWords = (page: Page) => options(page).locator('span.min-w-0').allTextContents();

/** Zara, 5, with her Know Myself details saved by an earlier quiz (played to its end, so nothing is unfinished). */
async function parentOfFiveYearOld(page: Page): Promise<void> {
  await parentWithLearner(page, uniqueEmail(), 5);
  const headers = { origin: new URL(page.url()).origin };
  const made = await page.request.post('/api/generate-category-quiz', {
    headers,
    data: knowMyselfQuizBody({ age: 5, numQuestions: 5 }),
  });
  expect(made.status()).toBe(200);
  const quiz = (await made.json()) as { sessionId: string; questions: { options: string[] }[] };
  for (const [index, entry] of quiz.questions.entries()) {
    const answered = await page.request.post(`/api/quiz/${quiz.sessionId}/answer`, {
      headers,
      data: { questionIndex: index, selectedAnswer: entry.options[0] },
    });
    expect(answered.status()).toBe(200);
  }
}

/** The right answer to the question on screen, read from the verdict once answered. */
async function rightAnswerShown(page: Page, chosen: string): Promise<string> {
  const verdict = (await feedback(page).textContent()) ?? '';
  return verdict.includes('Great job!') ? chosen : (verdict.match(/The answer is “(.+?)”/)?.[1] ?? '');
}

test('a five-year-old plays alone: tiles, speech from the first tap, kept answers, and a grown-up gate', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await recordSpeech(page);
  await parentOfFiveYearOld(page);

  // The parent opens Zara's space from her card.
  await page.getByRole('link', { name: 'Let Zara play' }).first().click();
  await expect(page).toHaveURL(/\/play\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Hi Zara! What shall we play?' })).toBeVisible();
  await expect.poll(() => spoken(page)).toContain('Hi Zara! What shall we play?');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Online Safety' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Carry on' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // One tap on Know Myself: a quiz from her saved details, no form, read from its first word.
  const generated = page.waitForRequest('**/api/generate-category-quiz');
  await page.getByRole('button', { name: 'Know Myself' }).tap();
  const sent = (await generated).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    category: 'personal-info-recall',
    firstName: 'Zara',
    age: 5,
    homeAddress: '12 Harbour Lane, Leeds LS6 2AB',
    parent1Name: 'Ngozi Okafor',
    numQuestions: 5,
  });
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Quiz' })).toHaveCount(0);
  const firstQuestion = (await question(page).textContent()) ?? '';
  const firstOptions = await optionWords(page);
  await expect.poll(() => spoken(page), { timeout: 10_000 }).toContain(`1. ${firstOptions[0]}`);
  expect(await spoken(page)).toContain(firstQuestion);
  await expect(page.getByRole('button', { name: 'Say it again' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The back gesture stays in the space and meets the gate.
  await page.goBack();
  await expect(page).toHaveURL(/\/play\//);
  const gate = page.getByRole('dialog', { name: 'For grown-ups' });
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('button', { name: /press and hold for 3 seconds/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await gate.getByRole('button', { name: 'Keep playing' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();

  // Play it through once with the first option each time, learning the right answers from the verdicts.
  const rightAnswers: string[] = [];
  for (let number = 1; number <= 5; number += 1) {
    await expect(page.getByText(`Question ${number} of 5`)).toBeVisible({ timeout: 10_000 });
    const chosen = (await optionWords(page))[0] ?? '';
    await options(page).first().tap();
    await expect(feedback(page)).toBeVisible();
    rightAnswers.push(await rightAnswerShown(page, chosen));
    const explanation = (await page.getByTestId('answer-explanation').textContent()) ?? '';
    await expect.poll(() => spoken(page), { timeout: 10_000 }).toContain(explanation);
    // A right answer moves on by itself once explained; a not-quite one waits for Next.
    if (rightAnswers.at(-1) !== chosen) {
      await feedback(page)
        .getByRole('button', { name: number === 5 ? 'See my results' : 'Next', exact: true })
        .tap();
    }
  }

  // Results for a five-year-old: stars and a sentence, no percentage, no running total; then Play again.
  await expect(page.getByRole('heading', { name: 'You finished the quiz!' })).toBeVisible();
  await expect(page.getByTestId('result-stars')).toBeVisible();
  await expect(page.getByText(/\d+%/)).toHaveCount(0);
  await expect(page.getByText(/stars? collected/)).toHaveCount(0);
  await expect(page.getByText(/out of 5 right/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Play again' }).tap();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();

  // A not-quite answer: its verdict and explanation are spoken, and the player waits for Next.
  const wrong = (await optionWords(page)).find((option) => option !== rightAnswers[0]) ?? '';
  await options(page).filter({ hasText: wrong }).first().tap();
  await expect(feedback(page)).toContainText('Good try!');
  const wrongWhy = (await page.getByTestId('answer-explanation').textContent()) ?? '';
  await expect.poll(() => spoken(page), { timeout: 10_000 }).toContain(wrongWhy);
  await feedback(page).getByRole('button', { name: 'Next', exact: true }).tap();

  // A right answer with a slow voice: it does not move on before its explanation has been spoken.
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await page.evaluate(() => Object.assign(window, { speechMs: 4_000 }));
  await options(page)
    .filter({ hasText: rightAnswers[1] ?? '' })
    .first()
    .tap();
  await expect(feedback(page)).toContainText('Great job!');
  const rightWhy = (await page.getByTestId('answer-explanation').textContent()) ?? '';
  await page.waitForTimeout(3_000);
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await expect.poll(() => spoken(page), { timeout: 10_000 }).toContain(rightWhy);
  await expect(page.getByText('Question 3 of 5')).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => Object.assign(window, { speechMs: 100 }));

  // The connection drops while answering: the answer is kept, and sent when the connection returns.
  await context.setOffline(true);
  await options(page)
    .filter({ hasText: rightAnswers[2] ?? '' })
    .first()
    .tap();
  await expect(page.getByText('Waiting for the internet… your answer is safe')).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await context.setOffline(false);
  await expect(feedback(page)).toContainText('Great job!', { timeout: 15_000 });
  await expect(page.getByText('Question 4 of 5')).toBeVisible({ timeout: 15_000 });

  // After a reload the space offers the unfinished quiz first.
  await page.reload();
  const carryOn = page.getByRole('button', { name: /^Carry on/ });
  await expect(carryOn).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await carryOn.tap();
  await expect(page.getByText('Question 4 of 5')).toBeVisible();

  for (const number of [4, 5]) {
    await expect(page.getByText(`Question ${number} of 5`)).toBeVisible({ timeout: 15_000 });
    await options(page)
      .filter({ hasText: rightAnswers[number - 1] ?? '' })
      .first()
      .tap();
    await expect(feedback(page)).toContainText('Great job!');
  }

  // The results lead back to the tiles, never to a parent page.
  await expect(page.getByRole('heading', { name: 'You finished the quiz!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link')).toHaveCount(0);
  await page.getByRole('button', { name: 'Something else' }).tap();
  await expect(page.getByRole('heading', { name: 'Hi Zara! What shall we play?' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Carry on/ })).toHaveCount(0);

  // Leaving needs a grown-up.
  await page.getByRole('button', { name: 'Grown-ups' }).tap();
  await expect(gate).toBeVisible();
  await passGrownUpGate(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});
