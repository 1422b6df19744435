/**
 * A child's progress views over 1,000 finished quizzes spread across a year, through the whole
 * HTTP stack in-process on PGlite: p99 of each call against its budget.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { benchParent, insertQuizzes } from './bench-parent.ts';
import { percentile, report } from './report.ts';

/** The budget for a child's 30-day summary. */
export const SUMMARY_BUDGET_MS = 20;
/**
 * Our own budget for the history page's call, which also opens and sends every question of the
 * period's ~80 quizzes (about 800 reviewed questions here).
 */
export const HISTORY_BUDGET_MS = 40;
const QUIZZES = 1_000;
const QUESTIONS_PER_QUIZ = 10;
const RUNS = 200;
const WARMUP_RUNS = 20;
const DAY_MS = 86_400_000;
const ORIGIN = 'http://localhost:3000';

export async function runAnalyticsBench(): Promise<boolean> {
  const key = randomBytes(32);
  const dataDir = mkdtempSync(join(tmpdir(), 'safesteps-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: ORIGIN,
    DATA_DIR: dataDir,
    DATA_ENCRYPTION_KEY: key.toString('hex'),
  });
  const database = await openDatabase({ kind: 'pglite-instance', client: await PGlite.create() });
  await database.migrate();
  const app = await buildApp(config, { database });
  try {
    const { userId, learnerId, cookie } = await benchParent(app, config, database);
    const now = new Date();

    await insertQuizzes(
      database,
      key,
      { userId, learnerId },
      Array.from({ length: QUIZZES }, (_, index) => ({
        questionCount: QUESTIONS_PER_QUIZ,
        completedAt: new Date(now.getTime() - (index / QUIZZES) * 365 * DAY_MS - 60_000),
      })),
    );

    const thirtyDaysAgo = new Date(now.getTime() - 30 * DAY_MS).toISOString();
    const calls: [string, string, number][] = [
      ['overview (recent + this month)', `/api/analytics/overview/${learnerId}`, SUMMARY_BUDGET_MS],
      ['breakdown (categories + 12 weeks)', `/api/analytics/breakdown/${learnerId}`, SUMMARY_BUDGET_MS],
      [
        'history, 30 days, every review',
        `/api/analytics/history/${learnerId}?period=30&startDate=${encodeURIComponent(thirtyDaysAgo)}&endDate=${encodeURIComponent(now.toISOString())}`,
        HISTORY_BUDGET_MS,
      ],
    ];
    const timeCalls = async (url: string) => {
      const first = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
      // Steady state is what a parent meets: the first calls compile the code paths.
      for (let warmup = 0; warmup < WARMUP_RUNS; warmup += 1)
        await app.inject({ method: 'GET', url, headers: { cookie } });
      const timings: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        await app.inject({ method: 'GET', url, headers: { cookie } });
        timings.push(performance.now() - started);
      }
      return percentile(
        timings.sort((a, b) => a - b),
        0.99,
      );
    };
    // The reference: the same stack answering a call that reads nothing.
    const floor = { label: '/api/health p99', figure: await timeCalls('/api/health') };
    console.log(
      `Progress views, p99 (${QUIZZES} finished quizzes over a year, ${RUNS} calls each, PGlite, full HTTP stack)`,
    );
    let withinBudget = true;
    for (const [label, url, budget] of calls) {
      withinBudget =
        report({ label, figure: await timeCalls(url), unit: ' ms', budget, reference: floor }) && withinBudget;
    }
    return withinBudget;
  } finally {
    await app.close();
  }
}
