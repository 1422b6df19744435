/**
 * A child's progress views over 1,000 finished quizzes spread across a year, through the whole
 * HTTP stack in-process on PGlite: p99 of each call against its budget.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { createSealedBox } from '../server/crypto/sealed-box.ts';
import { openDatabase } from '../server/db/client.ts';
import { quizSessions } from '../server/db/schema.ts';
import { quizSealContext } from '../server/modules/quiz/quiz.service.ts';
import { benchParent } from './bench-parent.ts';

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

function p(sorted: number[], quantile: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * quantile))] ?? 0;
}

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

    const sealedBox = createSealedBox(key);
    const rows = Array.from({ length: QUIZZES }, (_, index) => {
      const id = randomUUID();
      const completedAt = new Date(now.getTime() - (index / QUIZZES) * 365 * DAY_MS - 60_000);
      const questions = Array.from({ length: QUESTIONS_PER_QUIZ }, (_, number) => ({
        id: `q${number}`,
        question: `What should you do when question ${number} comes up?`,
        options: ['Ask a grown-up', 'Keep it secret', 'Run away', 'Ignore it'],
        correctAnswer: 'Ask a grown-up',
        explanation: 'A grown-up you trust can help.',
        skill: 'trusted-adults',
        removedOptions: [],
        userAnswer: number % 3 === 0 ? 'Keep it secret' : 'Ask a grown-up',
        isCorrect: number % 3 !== 0,
      }));
      return {
        id,
        userId,
        learnerId,
        kind: 'safety' as const,
        quizType: index % 2 ? 'general-safety' : 'digital-safety',
        subject: index % 2 ? 'general-safety' : 'digital-safety',
        title: index % 2 ? 'Everyday Safety' : 'Online Safety',
        settings: {},
        sealedQuestions: sealedBox.seal(questions, quizSealContext({ id, userId })),
        questionIds: [],
        questionCount: QUESTIONS_PER_QUIZ,
        currentIndex: QUESTIONS_PER_QUIZ,
        score: 6 + (index % 5),
        isCompleted: true,
        countsTowardAllowance: false,
        generator: 'bank',
        startedAt: new Date(completedAt.getTime() - 300_000),
        completedAt,
      };
    });
    for (let start = 0; start < rows.length; start += 200) {
      await database.db.insert(quizSessions).values(rows.slice(start, start + 200));
    }

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
    let withinBudget = true;
    console.log(
      `Progress views (${QUIZZES} finished quizzes over a year, ${RUNS} calls each, PGlite, full HTTP stack)`,
    );
    for (const [label, url, budget] of calls) {
      const first = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (first.statusCode !== 200) throw new Error(`${label}: ${first.statusCode} ${first.body}`);
      // Steady state is what a parent meets: the first calls compile the code paths.
      for (let warmup = 0; warmup < WARMUP_RUNS; warmup += 1)
        await app.inject({ method: 'GET', url, headers: { cookie } });
      const timings: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        await app.inject({ method: 'GET', url, headers: { cookie } });
        timings.push(performance.now() - started);
      }
      timings.sort((a, b) => a - b);
      const p99 = p(timings, 0.99);
      const ok = p99 <= budget;
      withinBudget &&= ok;
      console.log(
        `  ${ok ? 'ok  ' : 'OVER'} ${label.padEnd(36)} p50 ${p(timings, 0.5).toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  (budget ${budget} ms)`,
      );
    }
    return withinBudget;
  } finally {
    await app.close();
  }
}
