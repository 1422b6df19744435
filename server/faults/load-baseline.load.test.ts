import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpParent, type TestParent } from '../test/accounts.ts';
import { safetyQuizBody } from '../test/quiz-bodies.ts';
import { APP_ORIGIN, createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * T68 load-baseline, with k6's usual thresholds: families using SafeSteps at the target load, over
 * real sockets, answer with p95 under 200 ms, p99 under 400 ms and under 1% errors. Each family is
 * one virtual user doing what a child and a parent do: start a quiz, answer it question by
 * question, see the results, look at the dashboard.
 */
const FAMILIES = 10;
/** Requests a second across all families: a busy evening for a small deployment. */
const TARGET_RATE = 50;
const DURATION_MS = 6_000;
const THRESHOLDS = { p95Ms: 200, p99Ms: 400, errorRate: 0.01 };
const QUESTIONS = 10;

let testApp: TestApp;
let origin = '';

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterAll(() => testApp.close());

interface Sample {
  ms: number;
  ok: boolean;
}

async function signedUpFamily(): Promise<TestParent & { learnerId: string }> {
  const parent = await signUpParent(testApp, 'premium');
  const response = await fetch(`${origin}/api/learners`, {
    method: 'POST',
    headers: { origin: APP_ORIGIN, 'content-type': 'application/json', cookie: parent.cookie },
    body: JSON.stringify({ firstName: 'Zara', lastName: 'Okafor', age: 8, country: 'UK' }),
  });
  const { learner } = (await response.json()) as { learner: { id: string } };
  return { ...parent, learnerId: learner.id };
}

/** One family, pacing its requests so that all families together send TARGET_RATE a second. */
async function family(
  who: TestParent & { learnerId: string },
  startAfterMs: number,
  until: number,
  samples: Sample[],
): Promise<void> {
  const pace = (FAMILIES / TARGET_RATE) * 1000;
  await new Promise((resolve) => setTimeout(resolve, startAfterMs));
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    const started = performance.now();
    let ok = false;
    let answer: unknown;
    try {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          origin: APP_ORIGIN,
          cookie: who.cookie,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      answer = await response.json();
      ok = response.ok;
    } catch {
      ok = false;
    }
    const ms = performance.now() - started;
    samples.push({ ms, ok });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, pace - ms)));
    return answer;
  };
  while (Date.now() < until) {
    const quiz = (await call('POST', '/api/generate-category-quiz', safetyQuizBody({ numQuestions: QUESTIONS }))) as {
      sessionId?: string;
      questions?: { options: string[] }[];
    };
    if (!quiz.sessionId || !quiz.questions) continue;
    for (const [index, question] of quiz.questions.entries()) {
      if (Date.now() >= until) return;
      await call('POST', `/api/quiz/${quiz.sessionId}/answer`, {
        questionIndex: index,
        selectedAnswer: question.options[index % question.options.length],
      });
    }
    await call('GET', `/api/quiz/${quiz.sessionId}`);
    await call('GET', `/api/analytics/overview/${who.learnerId}`);
    await call('GET', '/api/learners');
  }
}

const percentile = (sorted: number[], quantile: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * quantile))] ?? 0;

describe('load', () => {
  it('T68 load-baseline: p95 < 200 ms, p99 < 400 ms and errors < 1% at the target load', {
    timeout: 60_000,
  }, async ({ annotate }) => {
    const families = await Promise.all(Array.from({ length: FAMILIES }, signedUpFamily));
    // A baseline is the steady state: one family's round first warms the code paths, as the first
    // visitors of a deployment do, and is not counted.
    await family(families[0] as (typeof families)[number], 0, Date.now() + 1_000, []);
    const samples: Sample[] = [];
    const until = Date.now() + DURATION_MS;
    // Families arrive spread over the first second (k6's ramp-up), not in one synchronised burst.
    await Promise.all(families.map((who, index) => family(who, (index * 1000) / FAMILIES, until, samples)));

    const latencies = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    const errorRate = samples.filter((sample) => !sample.ok).length / samples.length;
    const figures = {
      requestsPerSecond: samples.length / (DURATION_MS / 1000),
      p95Ms: percentile(latencies, 0.95),
      p99Ms: percentile(latencies, 0.99),
      errorRate,
    };
    await annotate(`at ${TARGET_RATE} req/s: ${JSON.stringify(figures)}`);
    // The families did send the target load: within a fifth of it.
    expect(samples.length).toBeGreaterThan(((TARGET_RATE * DURATION_MS) / 1000) * 0.8);
    expect(figures.p95Ms).toBeLessThan(THRESHOLDS.p95Ms);
    expect(figures.p99Ms).toBeLessThan(THRESHOLDS.p99Ms);
    expect(errorRate).toBeLessThan(THRESHOLDS.errorRate);
  });
});
