/**
 * Lighthouse (mobile, its default simulated throttling) on `/` and `/pricing` served by the whole
 * app, and on a bare React page built in the same run as the reference.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { report, type Served } from './report.ts';

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

async function audit(url: string, port: number): Promise<{ score: number; lcpMs: number }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const score = result?.lhr.categories.performance?.score;
  const lcpMs = result?.lhr.audits['largest-contentful-paint']?.numericValue;
  if (score == null || lcpMs == null) {
    throw new Error(`Lighthouse gave no performance figures for ${url}: ${result?.lhr.runtimeError?.message ?? ''}`);
  }
  return { score: Math.round(score * 100), lcpMs };
}

export async function runLighthouseBench(app: Served, bareReact: Served): Promise<boolean> {
  const chromium = await startChromium();
  try {
    const reference = await audit(`${bareReact.origin}/`, chromium.port);
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
          reference: { label: 'bare React', figure: reference.score },
        }) && withinBudget;
      withinBudget =
        report({
          label: `${path} largest contentful paint`,
          figure: lcpMs,
          unit: 'ms',
          budget: LCP_BUDGET_MS,
          reference: { label: 'bare React', figure: reference.lcpMs },
        }) && withinBudget;
    }
    return withinBudget;
  } finally {
    chromium.process.kill('SIGKILL');
  }
}
