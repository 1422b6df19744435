import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { safetyQuizBody } from '../server/test/quiz-bodies.ts';

export const PASSWORD = 'purple-kettle-harbour-42';

let counter = 0;
export function uniqueEmail(label = 'parent'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** The key that opens /dev/mailbox, from the server's data folder, as its operator would find it. */
function mailboxKey(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).mailboxKey;
}

/**
 * The link to PATH in the newest e-mail to the address, read in /dev/mailbox. Mail is sent just
 * after the answer, so the mailbox is opened again until it has arrived.
 */
export async function mailedLink(page: Page, to: string, path: '/verify' | '/reset-password'): Promise<string> {
  const message = page
    .locator('article', { hasText: `To ${to}` })
    .filter({ has: page.locator(`a[href*="${path}?token="]`) })
    .first();
  await expect(async () => {
    await page.goto(`/dev/mailbox?key=${mailboxKey()}`);
    await expect(message).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  const href = await message.locator(`a[href*="${path}?token="]`).first().getAttribute('href');
  if (!href) throw new Error(`no ${path} link mailed to ${to}`);
  return href;
}

/** Opens the newest e-mail to the address and follows its link to PATH, in the same browser. */
export async function followMailedLink(page: Page, to: string, path: '/verify' | '/reset-password'): Promise<void> {
  await page.goto(await mailedLink(page, to, path));
}

/**
 * Each test's browser as its own household: the e2e server trusts the proxy header, so the
 * per-address sign-up limit (10 an hour) counts each test separately, as it would real families.
 */
async function asOwnHousehold(page: Page): Promise<void> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${part()}.${part()}.${part()}` });
}

/** Signs up through the dialog and verifies through the mailbox; ends signed in. */
export async function signUpAndVerify(page: Page, email: string, firstName = 'Amara'): Promise<void> {
  await signUp(page, email, firstName);
  await followMailedLink(page, email, '/verify');
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
}

/** Signs up through the dialog, leaving the verification link in the mailbox. */
export async function signUp(page: Page, email: string, firstName = 'Amara'): Promise<void> {
  await asOwnHousehold(page);
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

/** A new, verified parent with one learner, Zara (8 unless AGE says otherwise), active; ends on the dashboard. */
export async function parentWithLearner(page: Page, email = uniqueEmail(), age = 8): Promise<void> {
  await signUpAndVerify(page, email);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Learner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a learner' });
  await dialog.getByLabel('First name').fill('Zara');
  await dialog.getByLabel('Last name').fill('Okafor');
  await dialog.getByLabel('Age').selectOption(String(age));
  await dialog.getByRole('button', { name: 'Add Learner' }).click();
  await expect(page.getByRole('region', { name: 'Active learner' })).toBeVisible();
}

/** On the Know Myself setup page, the parent enters Zara's address in Leeds and her first grown-up. */
export async function enterKnowMyselfDetails(
  page: Page,
  grownUp: { name: string; phone: string; relationship?: string },
): Promise<void> {
  await expect(page.getByText('Build a Personal Safety Quiz')).toBeVisible();
  await page.getByText('Home Information').click();
  await page.getByLabel('Home address (with postcode or ZIP code)').fill('12 Oak Road, Leeds LS6 2AB');
  await page.getByLabel('Town or city').fill('Leeds');
  await page.getByText('Guardian Information').click();
  await page.getByLabel('Grown-up 1: name').fill(grownUp.name);
  if (grownUp.relationship) await page.getByLabel('Grown-up 1: who they are').selectOption(grownUp.relationship);
  await page.getByLabel('Grown-up 1: phone').fill(grownUp.phone);
}

/** Upgrades the signed-in parent through the demo checkout's own API calls, as its Pay button does. */
export async function upgradeThroughDemoCheckout(page: Page): Promise<void> {
  const headers = { origin: new URL(page.url()).origin };
  const checkout = await page.request.post('/api/stripe/create-checkout', {
    headers,
    data: { priceId: 'price_demo_monthly', planType: 'monthly' },
  });
  expect(checkout.status()).toBe(200);
  const checkoutId = new URL((await checkout.json()).url).searchParams.get('session_id');
  const paid = await page.request.post('/api/demo/complete', { headers, data: { checkoutId } });
  expect(paid.status()).toBe(200);
}

/** Plays a 5-question Everyday Safety quiz through the API, answering option PICK each time. */
export async function finishQuizThroughApi(page: Page, pick: number): Promise<void> {
  const headers = { origin: new URL(page.url()).origin };
  const generated = await page.request.post('/api/generate-category-quiz', {
    headers,
    data: safetyQuizBody(),
  });
  expect(generated.status()).toBe(200);
  const quiz = (await generated.json()) as { sessionId: string; questions: { options: string[] }[] };
  for (const [index, question] of quiz.questions.entries()) {
    const answered = await page.request.post(`/api/quiz/${quiz.sessionId}/answer`, {
      headers,
      data: { questionIndex: index, selectedAnswer: question.options[pick % question.options.length] },
    });
    expect(answered.status()).toBe(200);
  }
}

/** Answers the grown-up gate's sum, as a parent at a keyboard would. */
export async function passGrownUpGate(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'For grown-ups' });
  const label = (await dialog.getByText(/^Or answer: what is \d+ \+ \d+\?$/).textContent()) ?? '';
  const [left, right] = (label.match(/\d+/g) ?? []).map(Number);
  await dialog.getByLabel(/^Or answer: what is/).fill(String((left ?? 0) + (right ?? 0)));
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Records every utterance instead of speaking it. Each ends after `window.speechMs` (100 ms unless
 * a test makes the voice slower), as a real voice ends some time after it starts.
 */
export async function recordSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    Object.assign(window, { spoken, speechMs: 100 });
    let speaking: ReturnType<typeof setTimeout> | null = null;
    const synth = {
      speak(utterance: SpeechSynthesisUtterance) {
        spoken.push(utterance.text);
        speaking = setTimeout(
          () => utterance.onend?.(new SpeechSynthesisEvent('end', { utterance })),
          (window as unknown as { speechMs: number }).speechMs,
        );
      },
      cancel() {
        if (speaking) clearTimeout(speaking);
      },
      pause() {},
      resume() {},
      getVoices: () => [],
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  });
}

/** What the page has spoken so far (after recordSpeech). */
export const spoken = (page: Page) => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
