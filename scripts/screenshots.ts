/**
 * `npx tsx scripts/screenshots.ts [BASE_URL] [OUT_DIR] [PATH...]`: full-page PNGs of pages at phone
 * (390 px) and desktop (1280 px) widths, for looking at what was built.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const [base = 'http://localhost:3000', outDir = '/tmp/safesteps-shots', ...paths] = process.argv.slice(2);
const pages =
  paths.length > 0
    ? paths
    : [
        '/',
        '/safety-skills',
        '/brain-booster',
        '/popular-topics',
        '/pricing',
        '/how-it-works',
        '/contact',
        '/payment-cancelled',
        '/my-account',
        '/nope',
      ];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  for (const path of pages) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const name = path === '/' ? 'home' : path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
