import { expect, type Locator, type Page, test } from '@playwright/test';
import { safetyQuizBody } from '../server/test/quiz-bodies.ts';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { parentWithLearner, passGrownUpGate } from './helpers.ts';

/** Each question's right answer and one not-quite answer, by question text. */
type Answers = Map<string, { right: string; wrong: string }>;

/**
 * A quiz whose answers the test knows: played once through the API, its results read, then
 * retaken (the same questions in the same order) and opened in the player at question 1.
 */
async function quizWithKnownAnswers(page: Page): Promise<{ sessionId: string; answers: Answers }> {
  const headers = { origin: new URL(page.url()).origin };
  const generated = await page.request.post('/api/generate-category-quiz', { headers, data: safetyQuizBody() });
  expect(generated.status()).toBe(200);
  const quiz = (await generated.json()) as { sessionId: string; questions: { options: string[] }[] };
  for (const [index, question] of quiz.questions.entries()) {
    const answered = await page.request.post(`/api/quiz/${quiz.sessionId}/answer`, {
      headers,
      data: { questionIndex: index, selectedAnswer: question.options[0] },
    });
    expect(answered.status()).toBe(200);
  }
  const results = (await (await page.request.get(`/api/quiz/${quiz.sessionId}/results`)).json()) as {
    questionsWithAnswers: { question: string; options: string[]; correctAnswer: string }[];
  };
  const answers: Answers = new Map(
    results.questionsWithAnswers.map((entry) => [
      entry.question,
      { right: entry.correctAnswer, wrong: entry.options.find((option) => option !== entry.correctAnswer) ?? '' },
    ]),
  );
  const reset = await page.request.post(`/api/quiz/${quiz.sessionId}/reset`, { headers });
  const { sessionId } = (await reset.json()) as { sessionId: string };
  await page.goto(`/general-safety?quiz=${sessionId}`);
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  return { sessionId, answers };
}

async function answer(page: Page, answers: Answers, kind: 'right' | 'wrong'): Promise<void> {
  const question = (await page.locator('#quiz-question').textContent()) ?? '';
  const known = answers.get(question);
  expect(known, question).toBeDefined();
  await page.getByRole('button', { name: known?.[kind] ?? '', exact: true }).click();
  await expect(page.getByTestId('answer-feedback')).toBeVisible();
}

/** The whole box lies on screen, as the child sees it without scrolling, once the panel has risen into place. */
async function expectWithinViewport(page: Page, locator: Locator): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => (animation as CSSAnimation).animationName === 'shrink' || animation.playState !== 'running',
      ),
  );
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

/** Tabs through the whole page, collecting where each focused link leads. */
async function focusableLinkTargets(page: Page): Promise<string[]> {
  const targets: string[] = [];
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
    if (href) targets.push(href);
  }
  return targets;
}

/** Records every utterance instead of speaking it, ending each a moment later as a voice would. */
async function recordSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const spoken: { text: string; rate: number; pitch: number; volume: number }[] = [];
    Object.assign(window, { spoken });
    const synth = {
      speak(utterance: SpeechSynthesisUtterance) {
        spoken.push({ text: utterance.text, rate: utterance.rate, pitch: utterance.pitch, volume: utterance.volume });
        setTimeout(() => utterance.onend?.(new SpeechSynthesisEvent('end', { utterance })), 100);
      },
      cancel() {},
      pause() {},
      resume() {},
      getVoices: () => [],
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  });
}

const spokenTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { spoken: { text: string }[] }).spoken.map((entry) => entry.text));

for (const viewport of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
]) {
  test.describe(`a child playing on a ${viewport.width} × ${viewport.height} phone`, () => {
    test.use({ viewport });

    test('sees why after every answer, waits after a not-quite one, moves on after a right one', async ({ page }) => {
      test.slow();
      await parentWithLearner(page);
      const { answers } = await quizWithKnownAnswers(page);
      expect(await focusableLinkTargets(page)).not.toContainEqual(expect.stringContaining('/dashboard'));
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // A not-quite answer: the why is on screen, and the player waits for the child.
      await answer(page, answers, 'wrong');
      await expect(page.getByTestId('answer-feedback')).toContainText('Good try! The safest choice is');
      await expectWithinViewport(page, page.getByTestId('answer-explanation'));
      await expectNoSeriousA11yViolations(page);
      expect(await focusableLinkTargets(page)).not.toContainEqual(expect.stringContaining('/dashboard'));
      await page.waitForTimeout(6_000);
      await expect(page.getByText('Question 1 of 5')).toBeVisible();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByText('Question 2 of 5')).toBeInViewport();

      await answer(page, answers, 'wrong');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Question 3 of 5')).toBeInViewport();

      await answer(page, answers, 'wrong');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText('Question 4 of 5')).toBeInViewport();

      // A right answer leads on by itself after about two seconds.
      await answer(page, answers, 'right');
      const shownAt = Date.now();
      await expect(page.getByTestId('answer-feedback')).toContainText('Great job!');
      await expectWithinViewport(page, page.getByTestId('answer-explanation'));
      await expect(page.getByText('Question 5 of 5')).toBeVisible({ timeout: 5_000 });
      expect(Date.now() - shownAt).toBeGreaterThan(1_500);

      // Wait holds a right answer's feedback until Next.
      await answer(page, answers, 'right');
      await page.getByTestId('answer-feedback').getByRole('button', { name: 'Wait', exact: true }).click();
      await expectNoSeriousA11yViolations(page);
      await page.waitForTimeout(2_500);
      await expect(page.getByText('Question 5 of 5')).toBeVisible();
      await page.getByRole('button', { name: 'See my results' }).click();

      await expect(page.getByRole('heading', { name: 'You finished the quiz!' })).toBeInViewport();
      await expect(page.getByRole('img', { name: '1 star out of 3' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expect(page.getByText('2 out of 5 right', { exact: true })).toBeVisible();
      expect(await focusableLinkTargets(page)).not.toContainEqual(expect.stringContaining('/dashboard'));
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Review My Answers' }).click();
      await expect(page.getByRole('heading', { name: 'Review My Answers' })).toBeInViewport();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Back to Results' }).click();

      await page.getByRole('button', { name: 'Take Quiz Again' }).scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Take Quiz Again' }).click();
      await expect(page.getByText('Question 1 of 5')).toBeInViewport();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });

    test('hears the explanation and the score with read-aloud on', async ({ page }) => {
      test.slow();
      await recordSpeech(page);
      await parentWithLearner(page);
      const { answers } = await quizWithKnownAnswers(page);
      await page.getByRole('button', { name: 'Sound and reading settings' }).click();
      await page.getByRole('button', { name: 'Read aloud' }).click();
      await expect(page.getByRole('button', { name: 'Read aloud' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Done' }).click();

      await answer(page, answers, 'wrong');
      const explanation = (await page.getByTestId('answer-explanation').textContent()) ?? '';
      await expect.poll(() => spokenTexts(page)).toContain(explanation);
      const voice = await page.evaluate(() => (window as unknown as { spoken: object[] }).spoken.at(-1));
      expect(voice).toMatchObject({ rate: expect.closeTo(0.8, 5), pitch: expect.closeTo(1.1, 5) });
      await page.getByRole('button', { name: 'Next', exact: true }).click();

      for (let question = 2; question <= 5; question += 1) {
        await expect(page.getByText(`Question ${question} of 5`)).toBeVisible({ timeout: 10_000 });
        await answer(page, answers, 'right');
      }
      await expect(page.getByRole('heading', { name: 'You finished the quiz!' })).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('img', { name: '3 stars out of 3' })).toBeVisible();
      await expect.poll(() => spokenTexts(page)).toContain('You finished the quiz! You got 4 out of 5 right.');
    });

    test('a stale second tab shows the current question after one tap', async ({ page, context }) => {
      await parentWithLearner(page);
      const { sessionId, answers } = await quizWithKnownAnswers(page);
      const second = await context.newPage();
      await second.goto(`/general-safety?quiz=${sessionId}`);
      await expect(second.getByText('Question 1 of 5')).toBeVisible();

      await answer(page, answers, 'wrong');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Question 2 of 5')).toBeVisible();

      await second.getByRole('button', { name: answers.values().next().value?.right ?? '', exact: true }).click();
      await expect(second.getByText('Question 2 of 5')).toBeVisible();
      await expect(second.getByRole('alert')).toHaveCount(0);
    });
  });
}

test('a learner’s first quiz opens with a note, in a child’s words, on what is kept; a later quiz does not', async ({
  page,
}) => {
  await parentWithLearner(page);
  const headers = { origin: new URL(page.url()).origin };
  const first = await page.request.post('/api/generate-category-quiz', { headers, data: safetyQuizBody() });
  const { sessionId } = (await first.json()) as { sessionId: string };
  await page.goto(`/general-safety?quiz=${sessionId}`);
  const note = page.getByRole('complementary', { name: 'Your answers are safe' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('Only your grown-up sees them');
  await expectNoSeriousA11yViolations(page);
  await page.locator('section[aria-labelledby="quiz-question"] li button').first().click();
  await expect(page.getByTestId('answer-feedback')).toBeVisible();
  await expect(note).toBeHidden();

  await quizWithKnownAnswers(page);
  await expect(page.getByRole('complementary', { name: 'Your answers are safe' })).toBeHidden();
});

test('the grown-ups exit asks a grown-up first, then goes back to setup', async ({ page }) => {
  await parentWithLearner(page);
  await quizWithKnownAnswers(page);
  await page.getByRole('button', { name: 'Grown-ups' }).click();
  const dialog = page.getByRole('dialog', { name: 'For grown-ups' });
  await dialog.getByRole('button', { name: 'Keep playing' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Grown-ups' }).click();
  await passGrownUpGate(page);
  await expect(page.getByRole('button', { name: 'Generate Quiz' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test('with “Always wait for my child to tap Next” off, a not-quite answer moves on once it has been read', async ({
  page,
}) => {
  await recordSpeech(page);
  await parentWithLearner(page);
  await page.getByRole('button', { name: 'Edit Zara' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Zara’s profile' });
  await expect(dialog.getByLabel('Always wait for my child to tap Next')).toBeChecked();
  await dialog.getByLabel('Always wait for my child to tap Next').uncheck();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  const { answers } = await quizWithKnownAnswers(page);
  await page.getByRole('button', { name: 'Sound and reading settings' }).click();
  await page.getByRole('button', { name: 'Read aloud' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await answer(page, answers, 'wrong');
  const explanation = (await page.getByTestId('answer-explanation').textContent()) ?? '';
  await expect(page.getByTestId('answer-feedback').getByRole('button', { name: 'Wait', exact: true })).toBeVisible();
  await expect(page.getByText('Question 2 of 5')).toBeVisible({ timeout: 10_000 });
  expect(await spokenTexts(page)).toContain(explanation);
});
