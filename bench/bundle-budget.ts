/**
 * The JavaScript each page fetches (gzip), against its budget and a bare React page built in the
 * same run with the same tools. Counted in a browser, as a phone on a first visit gets it: every
 * script the page fetches until its network has settled, and for the landing page in its first
 * 5 s at least, so the code a prerendered page starts after it paints (the entry, the page's own
 * chunk, the account button with what it imports) is counted. Dialogs and menus that wait for a
 * tap are not. Signed-in pages are loaded as the bench parent.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Browser, chromium, type Request } from 'playwright-core';
import { build } from 'vite';
import { PUBLIC_PAGES, SIGNED_IN_PAGES } from '../contract/routes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { report } from './report.ts';
import { launchTarget } from './targets.ts';

export const LANDING_BUDGET_KB = 100;
/** The landing page may carry at most this much more than React itself. */
export const LANDING_RATIO_BUDGET = 1.5;
// Signed-in pages carry forms (zod, react-hook-form) and dialogs; the landing page carries none.
export const ROUTE_BUDGET_KB = 180;
const LANDING_WINDOW_MS = 5_000;

const root = fileURLToPath(new URL('..', import.meta.url));

const gzipKilobytes = (content: Buffer) => gzipSync(content, { level: 9 }).length / 1024;

/** The gzip size of every script URL asks for on a first visit until its network settles, and MIN_MS has passed. */
async function scriptKilobytes(browser: Browser, url: string, cookie: string | undefined, minMs = 0): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  if (cookie) {
    const [name = '', value = ''] = cookie.split('=');
    await context.addCookies([{ name, value, url }]);
  }
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(request.response().then(async (response) => (response ? gzipKilobytes(await response.body()) : 0)));
  };
  page.on('request', onRequest);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(Math.max(0, minMs - (Date.now() - started)));
  // What the page asked for by then, each answer awaited however long the machine takes.
  page.off('request', onRequest);
  const kilobytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return kilobytes;
}

/** `bench/bare-react` built like the app (Vite, the React plugin, ES2022): its directory and JS size. */
export async function buildBareReact(): Promise<{ dir: string; kilobytes: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'safesteps-bare-react-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: join(root, 'bench/bare-react'),
    plugins: [react()],
    build: { outDir: dir, target: 'es2022', reportCompressedSize: false },
  });
  const scripts = readdirSync(join(dir, 'assets')).filter((file) => file.endsWith('.js'));
  return {
    dir,
    kilobytes: scripts.reduce((sum, file) => sum + gzipKilobytes(readFileSync(join(dir, 'assets', file))), 0),
  };
}

export async function runBundleBudget(bareReactKilobytes: number): Promise<boolean> {
  const target = await launchTarget<{ port: number; cookie: string }>('safesteps');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const reference = { label: 'bare React', figure: bareReactKilobytes };
    console.log('JavaScript each page fetches (gzip)');
    const landing = await scriptKilobytes(browser, `${target.origin}/`, undefined, LANDING_WINDOW_MS);
    let withinBudget = report({
      label: '/ in its first 5 s, a visitor',
      figure: landing,
      unit: ' KB',
      budget: Math.min(LANDING_BUDGET_KB, LANDING_RATIO_BUDGET * bareReactKilobytes),
      budgetRule: `the lesser of ${LANDING_BUDGET_KB} KB and ${LANDING_RATIO_BUDGET} × bare React`,
      reference,
    });
    const others = [
      ...PUBLIC_PAGES.filter((path) => path !== '/').map((path) => ({ path, cookie: undefined })),
      ...SIGNED_IN_PAGES.map((path) => ({ path, cookie: target.info.cookie })),
    ];
    for (const { path, cookie } of others) {
      const kilobytes = await scriptKilobytes(browser, `${target.origin}${path}`, cookie);
      withinBudget =
        report({ label: path, figure: kilobytes, unit: ' KB', budget: ROUTE_BUDGET_KB, reference }) && withinBudget;
    }
    return withinBudget;
  } finally {
    await browser.close();
    await target.close();
  }
}
