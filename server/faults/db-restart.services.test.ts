import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { callAs, signUpParent, type TestParent } from '../test/accounts.ts';
import { safetyQuizBody } from '../test/quiz-bodies.ts';
import { startTcpRelay, type TcpRelay } from '../test/tcp-relay.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * T61 db-restart, against the real PostgreSQL under traffic: the app reaches it through a TCP
 * relay the test cuts and restores, as a database restart or a network blip would, while a child
 * answers questions and a parent reads the dashboard.
 */
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const target = new URL(adminUrl);
const name = `safesteps_fault_${randomBytes(6).toString('hex')}`;
const OUTAGE_MS = 1_500;
const PACE_MS = 40;
const QUESTIONS = 25;

let relay: TcpRelay;
let testApp: TestApp;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  relay = startTcpRelay(target.hostname, Number(target.port || 5432));
  await relay.open();
  const url = new URL(adminUrl);
  url.host = `127.0.0.1:${relay.port}`;
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.href, poolSize: 4 });
  await database.migrate();
  testApp = await createTestApp({ database });
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await admin(`drop database if exists ${name} with (force)`);
});

interface Outcome {
  at: number;
  status: number;
  ms: number;
}

/**
 * A child answering quiz after quiz and a parent reading the learners list, one request every
 * PACE_MS, until STOP. Every answer the server acknowledged is counted per quiz.
 */
async function traffic(parent: TestParent, quizzes: string[], options: Record<string, string[]>, stop: () => boolean) {
  const outcomes: Outcome[] = [];
  const acknowledged = new Map<string, number>(quizzes.map((id) => [id, 0]));
  const timed = async (request: () => ReturnType<typeof callAs>) => {
    const started = Date.now();
    const response = await request();
    outcomes.push({ at: started, status: response.statusCode, ms: Date.now() - started });
    await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    return response;
  };
  let quiz = 0;
  let turn = 0;
  while (!stop() && quiz < quizzes.length) {
    const id = quizzes[quiz] as string;
    const answered = await timed(() =>
      callAs(testApp, parent, 'POST', `/api/quiz/${id}/answer`, {
        questionIndex: turn,
        selectedAnswer: options[id]?.[turn],
      }),
    );
    if (answered.statusCode === 200) {
      turn += 1;
      acknowledged.set(id, turn);
    } else if (answered.statusCode === 409) {
      // Applied by a request whose answer the outage lost: carry on from where the server is.
      turn = (await callAs(testApp, parent, 'GET', `/api/quiz/${id}`)).json().currentQuestionIndex;
    }
    if (turn >= QUESTIONS) {
      quiz += 1;
      turn = 0;
    }
    await timed(() => callAs(testApp, parent, 'GET', '/api/learners'));
  }
  return { outcomes, acknowledged };
}

describe('the database going away under traffic', () => {
  it('T61 db-restart: fast 503s while it is down, recovery within 5 s, under 1% errors outside the outage, no acknowledged write lost', async () => {
    const parent = await signUpParent(testApp, 'premium');
    expect(
      (
        await callAs(testApp, parent, 'POST', '/api/learners', {
          firstName: 'Zara',
          lastName: 'Okafor',
          age: 8,
          country: 'UK',
        })
      ).statusCode,
    ).toBe(201);
    const quizzes: string[] = [];
    const options: Record<string, string[]> = {};
    for (let index = 0; index < 4; index += 1) {
      const body = safetyQuizBody({ numQuestions: QUESTIONS });
      const generated = (await callAs(testApp, parent, 'POST', '/api/generate-category-quiz', body)).json();
      quizzes.push(generated.sessionId);
      options[generated.sessionId] = generated.questions.map((question: { options: string[] }) => question.options[0]);
    }

    let stopped = false;
    const running = traffic(parent, quizzes, options, () => stopped);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await relay.cut();
    const downAt = Date.now();
    const probe = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(probe.statusCode).toBe(503);
    expect(probe.body).not.toMatch(/ECONN|postgres|select/i);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await relay.open();
    const upAt = Date.now();
    let readyAt = 0;
    while (Date.now() - upAt < 5_000) {
      if ((await testApp.app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200) {
        readyAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(readyAt, 'ready again within 5 s').toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stopped = true;
    const { outcomes, acknowledged } = await running;

    // Nothing is ever a 500; during the outage every failure is a 503, and a fast one.
    expect(outcomes.filter((outcome) => outcome.status >= 500 && outcome.status !== 503)).toEqual([]);
    // A request is in the outage if any part of it was: those in flight at the cut fail too.
    const inOutage = (outcome: Outcome) => outcome.at + outcome.ms >= downAt && outcome.at < readyAt;
    const during = outcomes.filter(inOutage);
    expect(during.length).toBeGreaterThan(0);
    for (const outcome of during.filter((each) => each.status === 503)) expect(outcome.ms).toBeLessThan(1_000);
    const outside = outcomes.filter((outcome) => !inOutage(outcome));
    const errors = outside.filter((outcome) => outcome.status >= 500);
    expect(outside.length).toBeGreaterThan(20);
    expect(errors.length / outside.length).toBeLessThan(0.01);
    // Every acknowledged answer is stored: a quiz stands at least where the child was told it did.
    for (const [id, count] of acknowledged) {
      const stored = (await callAs(testApp, parent, 'GET', `/api/quiz/${id}`)).json();
      expect(stored.currentQuestionIndex).toBeGreaterThanOrEqual(count);
      expect(stored.questions.filter((question: { userAnswer?: string }) => question.userAnswer).length).toBe(
        stored.currentQuestionIndex,
      );
    }
    expect([...acknowledged.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(10);
  }, 30_000);
});
