import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { finishQuizThroughApi, parentWithLearner, upgradeThroughDemoCheckout } from './helpers.ts';

const WIDTHS = [360, 1280] as const;
const LONG_FIRST_NAME = 'Maximiliana-Alexandrina-Konstantina-Bartholomea-Wolfeschlege';

/** Nothing on the page is wider than the window: no sideways scrolling, nothing off-screen. */
async function expectWithinViewport(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the privacy notice and terms are linked from the footer and the sign-up form', async ({ page }) => {
      await page.goto('/how-it-works');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Privacy' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
      await expect(page.getByText('An AI never sees your child’s name')).toBeVisible();
      await expect(page.getByRole('link', { name: 'hello@safesteps.example' })).toBeVisible();
      await expectWithinViewport(page);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
      await expectWithinViewport(page);
      await expectNoSeriousA11yViolations(page);

      await page.goto('/sign-up');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('By creating an account you agree to our')).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
      await expect(dialog.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
    });
  });
}

test.describe('the dashboard at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('a 60-character learner name stays within the screen, shown in full', async ({ page }) => {
    expect(LONG_FIRST_NAME).toHaveLength(60);
    await parentWithLearner(page);
    await page.getByRole('button', { name: 'Edit Zara' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'How we look after them' })).toHaveAttribute('href', '/privacy');
    await dialog.getByLabel('First name').fill(LONG_FIRST_NAME);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Active learner' }).getByText(LONG_FIRST_NAME)).toBeVisible();
    await expectWithinViewport(page);
    for (const name of ['Usage', 'Account', 'Sign Out']) {
      const control = page.getByRole('main').getByRole(name === 'Account' ? 'link' : 'button', { name, exact: true });
      const box = await control.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    }
  });
});

test.describe('the dashboard at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('names the child its figures are about, and switches to another', async ({ page }) => {
    await parentWithLearner(page);
    await upgradeThroughDemoCheckout(page);
    await finishQuizThroughApi(page, 0);
    const created = await page.request.post('/api/learners', {
      headers: { origin: new URL(page.url()).origin },
      data: { firstName: 'Bo', lastName: 'Okafor', age: 6, country: 'UK' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Zara’s progress', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zara’s recent quizzes', exact: true })).toBeVisible();
    await expect(page.getByText(/^\d\/5$/)).toHaveCount(1);

    await page.getByLabel('Show progress for').selectOption({ label: 'Bo Okafor' });
    await expect(page.getByRole('heading', { name: 'Bo’s progress', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bo’s recent quizzes', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bo’s progress by category', exact: true })).toBeVisible();
    await expect(page.getByText('No quizzes yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Bo’s full history' })).toBeVisible();
    await expectWithinViewport(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a free parent at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('meets honest pages: quizzes left, custom subjects off, the menu and the moved pages', async ({ page }) => {
    await parentWithLearner(page);

    await page.goto('/general-safety');
    await expect(page.getByText('5 of 5 free safety quizzes left this month.')).toBeVisible();

    await page.goto('/custom-quiz');
    await expect(page.getByText('Custom Quizzes are part of premium.')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Custom subjects are not switched on here' })).toBeVisible();
    await page.getByLabel('Subject').fill('planets');
    await page.getByRole('link', { name: 'Space and Planets Quiz' }).click();
    await expect(page).toHaveURL(/\/popular-topic-quiz\?topic=Space/);
    await expect(page.getByText('Popular Topic quizzes are part of premium.')).toBeVisible();
    await page.goto('/custom-quiz');
    await expectWithinViewport(page);
    await expectNoSeriousA11yViolations(page);

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();

    await page.goto('/personal-safety-menu');
    await expect(page).toHaveURL(/\/safety-skills$/);
    await page.goto('/personal-quiz');
    await expect(page).toHaveURL(/\/personal-info-recall$/);
  });
});
