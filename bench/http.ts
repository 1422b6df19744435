/**
 * Throughput and latency over real sockets, each server in its own process and autocannon here:
 * the health check against bare Fastify, and a child's answer call against Express doing the same
 * database statements.
 */
import autocannon from 'autocannon';
import { atArrivalRate } from './arrival-rate.ts';
import { BENCH_OPTIONS } from './bench-parent.ts';
import { report } from './report.ts';
import { BENCH_ORIGIN } from './targets/seeded-app.ts';
import { launchTarget, type Target } from './targets.ts';

export const HEALTH_RATIO_BUDGET = 0.8;
export const ANSWER_P99_BUDGET_MS = 25;
export const ANSWER_RATE = 200;
export const ANSWER_RATIO_BUDGET = 1.0;

const CONNECTIONS = 10;
const QUESTIONS_PER_QUIZ = 25;
/** Enough quizzes that a quiz's turns come round far apart, however fast the server answers. */
const QUIZZES = 500;

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

/** Health at full speed: a 2 s warm-up, then 5 s measured. */
async function healthRate(target: Target<{ port: number }>): Promise<number> {
  await load({ url: `${target.origin}/api/health`, duration: 2 });
  return (await load({ url: `${target.origin}/api/health`, duration: 5 })).requests.average;
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

export async function runHttpBench(): Promise<boolean> {
  let withinBudget = true;

  const bare = await launchTarget('bare-fastify');
  const bareRate = await healthRate(bare).finally(() => bare.close());
  const safeSteps = await launchTarget('safesteps');
  const fullRate = await healthRate(safeSteps).finally(() => safeSteps.close());
  console.log(`Health check, full speed (${CONNECTIONS} connections, 5 s, server in its own process)`);
  withinBudget =
    report({
      label: '/api/health through the whole stack',
      figure: fullRate,
      unit: ' req/s',
      budget: HEALTH_RATIO_BUDGET * bareRate,
      higherIsBetter: true,
      budgetRule: `${HEALTH_RATIO_BUDGET} × bare Fastify`,
      reference: { label: 'bare Fastify', figure: bareRate },
    }) && withinBudget;

  const env = { BENCH_QUIZZES: String(QUIZZES) };
  const measured: Record<'safesteps' | 'express', { p99: number; rate: number }> = {
    safesteps: { p99: 0, rate: 0 },
    express: { p99: 0, rate: 0 },
  };
  for (const name of ['safesteps', 'express'] as const) {
    const target = await launchTarget<AnswerTarget>(name === 'express' ? 'express-answer' : 'safesteps', env);
    try {
      const turns = answerTurns(target);
      const flatOut = answeringFlatOut(turns, target);
      // Warm: every quiz's questions opened once, the code compiled, the database files grown.
      await flatOut(2);
      await answersAtRate(turns, target, 5_000);
      measured[name].p99 = await answersAtRate(turns, target, 10_000);
      measured[name].rate = (await flatOut(5)).requests.average;
    } finally {
      await target.close();
    }
  }
  console.log(
    `A child's answer (PGlite, server in its own process; p99 at a constant arrival rate, throughput over ${CONNECTIONS} connections)`,
  );
  withinBudget =
    report({
      label: `answer p99 at ${ANSWER_RATE} req/s`,
      figure: measured.safesteps.p99,
      unit: ' ms',
      budget: ANSWER_P99_BUDGET_MS,
      reference: { label: 'Express, same statements', figure: measured.express.p99 },
    }) && withinBudget;
  withinBudget =
    report({
      label: 'answer throughput, full speed',
      figure: measured.safesteps.rate,
      unit: ' req/s',
      budget: ANSWER_RATIO_BUDGET * measured.express.rate,
      higherIsBetter: true,
      budgetRule: `${ANSWER_RATIO_BUDGET} × Express`,
      reference: { label: 'Express, same statements', figure: measured.express.rate },
    }) && withinBudget;
  return withinBudget;
}
