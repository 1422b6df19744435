/**
 * A child's answer over real sockets, each server in its own process and the load generator here:
 * its p99 at a steady 200 answers/s on PGlite (what a family on the embedded default feels), and
 * its throughput on PostgreSQL, when DATABASE_URL names one, against Express + pg doing the same
 * statements (what an operator pays for each instance).
 */
import autocannon from 'autocannon';
import { atArrivalRate } from './arrival-rate.ts';
import { BENCH_OPTIONS } from './bench-parent.ts';
import { report } from './report.ts';
import { BENCH_ORIGIN } from './targets/seeded-app.ts';
import { launchTarget, type Target } from './targets.ts';

export const ANSWER_P99_BUDGET_MS = 25;
export const ANSWER_RATE = 200;
export const ANSWER_RATIO_BUDGET = 1.0;

/** What is measured on each database: latency on the embedded one, throughput on PostgreSQL. */
interface AnswerDatabase {
  label: string;
  reference: string;
  env: Record<string, string>;
  measure: 'p99' | 'throughput';
}

const PGLITE: AnswerDatabase = {
  label: "PGlite on disk, on each server's thread",
  reference: 'Express, same statements, PGlite on the server thread',
  env: {},
  measure: 'p99',
};

/** Each server gets a new database beside DATABASE_URL's, dropped when it closes. */
const postgres = (url: string): AnswerDatabase => ({
  label: 'PostgreSQL, a pool of 10 connections each',
  reference: 'Express + pg, same statements',
  env: { BENCH_DATABASE_URL: url },
  measure: 'throughput',
});
const CONNECTIONS = 10;
const QUESTIONS_PER_QUIZ = 25;
/** Enough quizzes that a quiz's turns come round far apart, however fast the server answers. */
const QUIZZES = 1_000;

interface AnswerTarget {
  port: number;
  cookie: string;
  quizIds: string[];
}

async function load(options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    const statuses = JSON.stringify(result.statusCodeStats);
    throw new Error(`${options.url}: ${failed} of ${result.requests.total} requests failed; statuses ${statuses}`);
  }
  return result;
}

/**
 * This machine's speed drifts by tens of percent within a minute, so a server and its reference
 * are measured in alternating windows, ROUNDS times, and each keeps its median.
 */
const ROUNDS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function alternating<Name extends string>(
  names: readonly Name[],
  measure: (name: Name) => Promise<number>,
): Promise<Record<Name, number>> {
  const figures = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Name, number[]>;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const name of names) figures[name].push(await measure(name));
  }
  return Object.fromEntries(names.map((name) => [name, median(figures[name])])) as Record<Name, number>;
}

/**
 * Answers in turn: a quiz's next question is asked only after its previous answer came back, so
 * every answer is a valid turn and every reply should be a 200. Turns wait in one queue across
 * runs, whichever load generator asks.
 */
function answerTurns(target: Target<AnswerTarget>) {
  const turns = target.info.quizIds.map((quizId) => ({ quizId, questionIndex: 0 }));
  const headers = { cookie: target.info.cookie, origin: BENCH_ORIGIN, 'content-type': 'application/json' };
  return {
    next() {
      const turn = turns.shift();
      if (!turn) throw new Error('the bench ran out of questions to answer');
      return {
        turn,
        path: `/api/quiz/${turn.quizId}/answer`,
        // Its own copy: autocannon adds the body's content-length to the headers it is given.
        headers: { ...headers },
        body: JSON.stringify({
          questionIndex: turn.questionIndex,
          selectedAnswer: BENCH_OPTIONS[turn.questionIndex % 4],
        }),
      };
    },
    answered(turn: { quizId: string; questionIndex: number }, status: number) {
      if (status === 200 && turn.questionIndex + 1 < QUESTIONS_PER_QUIZ)
        turns.push({ quizId: turn.quizId, questionIndex: turn.questionIndex + 1 });
    },
  };
}

/** Answers at full speed over CONNECTIONS keep-alive connections; autocannon keeps a request's context only until its response. */
function answeringFlatOut(turns: ReturnType<typeof answerTurns>, target: Target<AnswerTarget>) {
  return (duration: number) =>
    load({
      url: target.origin,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            const { turn, ...call } = turns.next();
            Object.assign(context, turn);
            return { ...request, ...call };
          },
          onResponse: (status, _body, context) =>
            turns.answered(context as { quizId: string; questionIndex: number }, status),
        },
      ],
    });
}

async function answersAtRate(
  turns: ReturnType<typeof answerTurns>,
  target: Target<AnswerTarget>,
  durationMs: number,
): Promise<number> {
  const result = await atArrivalRate(target.origin, {
    rate: ANSWER_RATE,
    durationMs,
    next: () => {
      const { turn, ...call } = turns.next();
      return { method: 'POST', ...call, onResponse: (status) => turns.answered(turn, status) };
    },
  });
  if (Object.keys(result.failures).length > 0) {
    throw new Error(`answers at ${ANSWER_RATE} req/s failed: ${JSON.stringify(result.failures)}`);
  }
  return result.p99;
}

async function compareAnswers(database: AnswerDatabase): Promise<boolean> {
  const env = { BENCH_QUIZZES: String(QUIZZES), ...database.env };
  const answering = {
    safesteps: await launchTarget<AnswerTarget>('safesteps', env),
    express: await launchTarget<AnswerTarget>('express-answer', env),
  };
  try {
    const calls = {
      safesteps: answerTurns(answering.safesteps),
      express: answerTurns(answering.express),
    };
    const flatOut = (name: keyof typeof answering, seconds: number) =>
      answeringFlatOut(calls[name], answering[name])(seconds);
    // Warm: every quiz's questions opened once, the code compiled, the database files grown.
    for (const name of ['safesteps', 'express'] as const) {
      await flatOut(name, 2);
      if (database.measure === 'p99') await answersAtRate(calls[name], answering[name], 5_000);
    }
    if (database.measure === 'p99') {
      const p99s = await alternating(['safesteps', 'express'] as const, (name) =>
        answersAtRate(calls[name], answering[name], 5_000),
      );
      console.log(
        `A child's answer (${database.label}; servers in their own processes; p99 at a constant arrival rate over 5 s; medians of ${ROUNDS} alternating windows)`,
      );
      return report({
        label: `answer p99 at ${ANSWER_RATE} req/s`,
        figure: p99s.safesteps,
        unit: ' ms',
        budget: ANSWER_P99_BUDGET_MS,
        reference: { label: database.reference, figure: p99s.express },
      });
    }
    const rates = await alternating(
      ['safesteps', 'express'] as const,
      async (name) => (await flatOut(name, 3)).requests.average,
    );
    console.log(
      `A child's answer (${database.label}; servers in their own processes; throughput over ${CONNECTIONS} connections for 3 s; medians of ${ROUNDS} alternating windows)`,
    );
    return report({
      label: 'answer throughput, full speed',
      figure: rates.safesteps,
      unit: ' req/s',
      budget: ANSWER_RATIO_BUDGET * rates.express,
      higherIsBetter: true,
      budgetRule: `${ANSWER_RATIO_BUDGET} × Express + pg`,
      reference: { label: database.reference, figure: rates.express },
    });
  } finally {
    await Promise.all(Object.values(answering).map((target) => target.close()));
  }
}

export async function runHttpBench(): Promise<boolean> {
  let withinBudget = await compareAnswers(PGLITE);
  if (process.env.DATABASE_URL) {
    withinBudget = (await compareAnswers(postgres(process.env.DATABASE_URL))) && withinBudget;
  } else {
    console.log(
      '  not measured: the answer on PostgreSQL (set DATABASE_URL to a database the bench may create others beside)',
    );
  }
  return withinBudget;
}
