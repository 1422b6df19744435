/**
 * The landing page's JavaScript (gzip), counted in a browser as a phone gets it on a first visit:
 * every script the page fetches in its first 5 s, so the code a prerendered page starts after it
 * paints (the entry, the page's own chunk, the account button with what it imports) is counted.
 * Dialogs and menus that wait for a tap are not.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { report } from './report.ts';
import { launchTarget } from './targets.ts';

/** React, React Router and TanStack Query alone are 88 KB; what is left is SafeSteps' own landing code. */
export const LANDING_BUDGET_KB = 110;
const LANDING_WINDOW_MS = 5_000;

const gzipKilobytes = (content: Buffer) => gzipSync(content, { level: 9 }).length / 1024;

export async function runBundleBudget(): Promise<boolean> {
  const target = await launchTarget('safesteps');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    const onRequest = (request: Request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(request.response().then(async (response) => (response ? gzipKilobytes(await response.body()) : 0)));
    };
    page.on('request', onRequest);
    const started = Date.now();
    await page.goto(`${target.origin}/`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(Math.max(0, LANDING_WINDOW_MS - (Date.now() - started)));
    // What the page asked for by then, each answer awaited however long the machine takes.
    page.off('request', onRequest);
    const kilobytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    console.log('JavaScript of the landing page (gzip)');
    return report({
      label: '/ in its first 5 s, a visitor',
      figure: kilobytes,
      unit: ' KB',
      budget: LANDING_BUDGET_KB,
    });
  } finally {
    await browser.close();
    await target.close();
  }
}
