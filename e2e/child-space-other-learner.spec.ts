import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import {
  parentWithLearner,
  passGrownUpGate,
  recordSpeech,
  spoken,
  uniqueEmail,
  upgradeThroughDemoCheckout,
} from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Adds Lily, 5, through the API as the learner form does; Zara stays the active learner. */
async function addLily(page: Page): Promise<string> {
  const added = await page.request.post('/api/learners', {
    headers: { origin: new URL(page.url()).origin },
    data: { firstName: 'Lily', lastName: 'Okafor', age: 5, country: 'UK' },
  });
  expect(added.status()).toBe(201);
  return ((await added.json()) as { learner: { id: string } }).learner.id;
}

async function activeLearnerName(page: Page): Promise<string> {
  const active = await page.request.get('/api/learners/active');
  return ((await active.json()) as { learner: { firstName: string } }).learner.firstName;
}

test('a parent opens the space of a learner who is not the active one: it is hers, and her quizzes are hers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await recordSpeech(page);
  await parentWithLearner(page, uniqueEmail(), 9);
  await upgradeThroughDemoCheckout(page);
  const lilyId = await addLily(page);
  expect(await activeLearnerName(page)).toBe('Zara');

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Let Lily play' }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${lilyId}$`));

  // Her name, spoken, and nothing of Zara's.
  await expect(page.getByRole('heading', { name: 'Hi Lily! What shall we play?' })).toBeVisible();
  await expect.poll(() => spoken(page)).toContain('Hi Lily! What shall we play?');
  await expect(page.getByText('Zara')).toHaveCount(0);

  // Her age's tiles: the safety areas for a five-year-old, without Online Safety (from 7).
  const tiles = page.getByRole('list').first().getByRole('button');
  await expect(tiles).toHaveText([/Know Myself/, /Everyday Safety/, /Health/]);
  await expectNoSeriousA11yViolations(page);

  // One tap makes an Everyday Safety quiz for her: her age group, made for her on the server.
  const made = page.waitForResponse('**/api/generate-category-quiz');
  await page.getByRole('button', { name: /Everyday Safety/ }).tap();
  const response = await made;
  expect(response.request().postDataJSON()).toMatchObject({ category: 'general-safety', ageBracket: '4-6' });
  expect(((await response.json()) as { childName: string }).childName).toBe('Lily');
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  expect(await activeLearnerName(page)).toBe('Lily');

  // The quiz she left is hers to carry on, in her space.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hi Lily! What shall we play?' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Carry on/ })).toBeVisible();
});

test('a learner id that is not the parent’s opens nothing of that child, and offers a kind way back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Another family's Lily.
  const otherFamily = await browser.newPage();
  await parentWithLearner(otherFamily, uniqueEmail('other'), 8);
  await upgradeThroughDemoCheckout(otherFamily);
  const lilyId = await addLily(otherFamily);
  await otherFamily.close();

  await parentWithLearner(page, uniqueEmail(), 6);
  // The guide floats while it waits; still, the page can be checked for accessibility.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const answers: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`/api/learners/${lilyId}`))
      answers.push({ url: response.url(), status: response.status() });
  });
  await page.goto(`/play/${lilyId}`);

  await expect(page.getByRole('heading', { name: 'This space isn’t open' })).toBeVisible();
  await expect(page.getByText('Ask your grown-up to open it for you.')).toBeVisible();
  await expect(page.getByText('Lily')).toHaveCount(0);
  await expect(page.getByText('Zara')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Know Myself|Everyday Safety|Carry on/ })).toHaveCount(0);
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.filter((answer) => answer.status < 400)).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // The way back is the grown-ups' one, through the gate, to the parent's own dashboard.
  await page.getByRole('button', { name: 'Grown-ups' }).tap();
  await passGrownUpGate(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Active learner' })).toContainText('Zara');
  expect(await activeLearnerName(page)).toBe('Zara');
});
