import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { PASSWORD, signUpAndVerify, uniqueEmail } from './helpers.ts';

const PUBLIC_PAGES = [
  { path: '/', heading: 'Little quizzes that help your child stay safe and keep learning' },
  { path: '/safety-skills', heading: 'Safety Skills' },
  { path: '/brain-booster', heading: 'Brain Booster' },
  { path: '/popular-topics', heading: 'Popular Topics' },
  { path: '/pricing', heading: 'Simple, fair pricing' },
  { path: '/how-it-works', heading: 'How It Works' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/payment-cancelled', heading: 'Payment Cancelled' },
  // The page opens the account dialog at once, which hides the page behind it from assistive tech.
  { path: '/sign-up', dialog: 'Create your free account' },
];

for (const { path, heading, dialog } of PUBLIC_PAGES) {
  test(`${path} renders at phone width with no serious accessibility problem`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path);
    if (dialog) {
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    } else {
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    // The strict Content-Security-Policy must not block anything the app itself needs.
    expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
    const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasHorizontalScroll).toBe(false);
  });
}

test('on the narrowest phone the Sign In button leaves the logo whole', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const signIn = await page.getByRole('button', { name: 'Sign In' }).boundingBox();
  const logo = await page.getByRole('link', { name: 'SafeSteps home' }).boundingBox();
  if (!signIn || !logo) throw new Error('The Sign In button or the logo is not on the page.');
  expect(logo.x + logo.width).toBeLessThanOrEqual(signIn.x);
});

test('the home page offers both areas, the premium badge and How It Works', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Safety Skills/ })).toHaveAttribute('href', '/safety-skills');
  const brainBooster = page.getByRole('link', { name: /Brain Booster/ });
  await expect(brainBooster).toHaveAttribute('href', '/brain-booster');
  await expect(brainBooster.getByText('Premium')).toBeVisible();
  await expect(page.getByRole('link', { name: 'How It Works', exact: true }).first()).toHaveAttribute(
    'href',
    '/how-it-works',
  );
});

test('Safety Skills lists the four categories and goes back to the main menu', async ({ page }) => {
  await page.goto('/safety-skills');
  for (const [name, href] of [
    ['Know Myself', '/personal-info-recall'],
    ['Everyday Safety', '/general-safety'],
    ['Online Safety', '/digital-safety'],
    ['Health and Care', '/health-hygiene'],
  ] as const) {
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
  }
  await page.getByRole('link', { name: 'Back to main menu' }).click();
  await expect(page).toHaveURL('/');
});

test('the popular-topics accordion keeps one group open at a time', async ({ page }) => {
  await page.goto('/popular-topics');
  const group = (name: string) => page.getByRole('button', { name });
  await expect(group('School Boosters')).toHaveAttribute('aria-expanded', 'true');
  await expect(group('Creative Minds')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Times Tables Training' })).toHaveAttribute(
    'href',
    '/popular-topic-quiz?topic=Times%20Tables%20Training',
  );

  await group('Creative Minds').click();
  await expect(group('Creative Minds')).toHaveAttribute('aria-expanded', 'true');
  await expect(group('School Boosters')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Wizards Wands and Spells' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Times Tables Training' })).toBeHidden();

  await group('Creative Minds').click();
  for (const name of ['School Boosters', 'Creative Minds', 'Real Life and Ready', 'Fun and Fandom']) {
    await expect(group(name)).toHaveAttribute('aria-expanded', 'false');
  }

  await group('Fun and Fandom').click();
  await expect(page.getByRole('link', { name: 'Football Club Legends and Trivia' })).toHaveAttribute(
    'href',
    '/popular-topic-quiz?topic=Football%20Club%20Legends%20and%20Trivia',
  );
});

test('pricing shows the three plans with Sign Up for visitors', async ({ page }) => {
  await page.goto('/pricing');
  for (const [plan, price] of [
    ['Free', '£0'],
    ['Premium', '£5.99'],
    ['Annual', '£49.99'],
  ] as const) {
    const card = page.getByRole('region', { name: plan });
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  }
  await expect(page.getByRole('region', { name: 'Annual' }).getByText('Save 30%', { exact: true })).toBeVisible();
});

test('contact shows the configured e-mail address', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'hello@safesteps.example' })).toHaveAttribute(
    'href',
    'mailto:hello@safesteps.example',
  );
  await expect(page.getByText('Our team will respond as quickly as possible.')).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a signed-in page shows the Account Required gate to a visitor', async ({ page }) => {
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'Account Required' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In / Create Account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);
});

test('the side menu lists the six destinations', async ({ page }) => {
  await page.goto('/');
  // The page is prerendered HTML: the menu opens once the app has started, as the account button shows.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  for (const [name, href] of [
    ['Home', '/'],
    ['Dashboard', '/dashboard'],
    ['How It Works', '/how-it-works'],
    ['My Account', '/my-account'],
    ['Pricing', '/pricing'],
    ['Contact Us', '/contact'],
  ] as const) {
    await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(menu).toBeHidden();
});

test('the floating button offers Sign In to a visitor on every page', async ({ page }) => {
  for (const path of ['/', '/pricing', '/safety-skills']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  }
});

// Any console error or warning but the signed-out answer of /api/auth/me; React reports a page
// whose first render differs from its prerendered HTML there.
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return;
    if (/status of 401/.test(message.text())) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('/ and /pricing arrive as HTML, readable without JavaScript', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/', '/pricing']) {
    await page.goto(path);
    const heading = PUBLIC_PAGES.find((entry) => entry.path === path)?.heading ?? '';
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'SafeSteps home' })).toBeVisible();
  }
  await expect(page).toHaveTitle('Pricing — SafeSteps');
  await context.close();
});

test('/ and /pricing hydrate with no error, signed out and signed in', async ({ page }) => {
  const problems = collectProblems(page);
  for (const path of ['/', '/pricing']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  }
  expect(problems).toEqual([]);

  await signUpAndVerify(page, uniqueEmail(), 'Nia');
  problems.length = 0;
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Nia' })).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('region', { name: 'Free' }).getByText('Current plan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nia' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('every page arrives opener-isolated; a visitor moves from a prerendered page into the app and signs in without a reload', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail();
  await signUpAndVerify(page, email, 'Nia');

  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const tab = await visitor.newPage();
  const openerPolicies = recordOpenerPolicies(tab);
  await tab.goto('/');
  await expect(tab.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await markDocument(tab);
  await tab.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  expect(await isMarkedDocument(tab)).toBe(true);
  await tab.goto('/pricing');
  await markDocument(tab);
  await tab.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = tab.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(tab.getByRole('link', { name: 'Nia' })).toBeVisible();
  await expect(tab).toHaveURL(/\/pricing$/);
  expect(await isMarkedDocument(tab)).toBe(true);
  expect(Object.fromEntries(openerPolicies)).toEqual({ '/': 'same-origin', '/pricing': 'same-origin' });
  await visitor.close();
});

/** The opener policy each document arrived with, by path. */
function recordOpenerPolicies(page: Page): Map<string, string | undefined> {
  const openerPolicies = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    if (!response.request().isNavigationRequest()) return;
    openerPolicies.set(
      new URL(response.url()).pathname,
      (await response.headerValue('cross-origin-opener-policy')) ?? undefined,
    );
  });
  return openerPolicies;
}

// A page reached within the marked document keeps the mark; a freshly loaded document has none.
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { markedDocument: true }));
const isMarkedDocument = (page: Page) => page.evaluate(() => 'markedDocument' in window);
