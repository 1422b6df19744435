import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA: no serious or critical violation on the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Colours are measured once the page has settled: lazy chunks loaded (a toast's code arrives on
  // its first use) and nothing still fading in, twice in a row so a late arrival is caught too.
  await page.waitForLoadState('networkidle');
  for (let check = 0; check < 2; check += 1) {
    await page.waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      {
        timeout: 5_000,
      },
    );
    await page.waitForTimeout(150);
  }
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}
