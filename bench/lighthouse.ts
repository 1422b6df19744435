/**
 * Lighthouse (mobile, its default simulated throttling) on `/` and `/pricing` served by the whole
 * app. What a parent feels: the score and when the largest text or image is painted.
 *
 * Lighthouse is fetched by npx when the bench runs rather than installed with the project: it and
 * its puppeteer want Node 22, and on Node 20 every `npm install` warned about them.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { report, type Served } from './report.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
export const SCORE_BUDGET = 95;
export const LCP_BUDGET_MS = 2_000;

interface Chromium {
  port: number;
  process: ChildProcess;
}

/** Chromium with a DevTools port for Lighthouse to drive; Lighthouse opens its own tabs. */
async function startChromium(): Promise<Chromium> {
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${mkdtempSync(join(tmpdir(), 'safesteps-lighthouse-'))}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output}`)), 20_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${output}`)));
  });
  return { port, process: child };
}

interface LighthouseReport {
  categories: { performance?: { score: number | null } };
  audits: { 'largest-contentful-paint'?: { numericValue?: number } };
  runtimeError?: { message: string };
}

/** Lighthouse sometimes loses its trace of a load (NO_NAVSTART) and says to run it again. */
const RUN_AGAIN = 'Please run Lighthouse again';
const ATTEMPTS = 3;

async function audit(url: string, port: number): Promise<{ score: number; lcpMs: number }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, port);
    } catch (error) {
      if (attempt === ATTEMPTS || !String(error).includes(RUN_AGAIN)) throw error;
      console.log(`       Lighthouse lost its trace of ${url}; running it again, as it asks`);
    }
  }
}

async function auditOnce(url: string, port: number): Promise<{ score: number; lcpMs: number }> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--quiet',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as LighthouseReport;
  const score = lhr.categories.performance?.score;
  const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue;
  if (score == null || lcpMs == null) {
    throw new Error(`Lighthouse gave no performance figures for ${url}: ${lhr.runtimeError?.message ?? ''}`);
  }
  return { score: Math.round(score * 100), lcpMs };
}

export async function runLighthouseBench(app: Served): Promise<boolean> {
  const chromium = await startChromium();
  try {
    console.log('Lighthouse, mobile (simulated slow 4G, 4× CPU slowdown)');
    let withinBudget = true;
    for (const path of ['/', '/pricing']) {
      const { score, lcpMs } = await audit(`${app.origin}${path}`, chromium.port);
      withinBudget =
        report({
          label: `${path} performance score`,
          figure: score,
          unit: '',
          budget: SCORE_BUDGET,
          higherIsBetter: true,
        }) && withinBudget;
      withinBudget =
        report({
          label: `${path} largest contentful paint`,
          figure: lcpMs,
          unit: 'ms',
          budget: LCP_BUDGET_MS,
        }) && withinBudget;
    }
    return withinBudget;
  } finally {
    chromium.process.kill('SIGKILL');
  }
}
