/**
 * Passwords hashed off the event loop: the loop while hashes run (they belong on libuv's thread
 * pool), and other requests' latency while parents sign in.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { hashPassword } from '../server/modules/auth/password.ts';
import { atArrivalRate } from './arrival-rate.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './bench-parent.ts';
import { report } from './report.ts';
import { BENCH_ORIGIN } from './targets/seeded-app.ts';
import { launchTarget } from './targets.ts';

/** A loop that ran the hashes itself would stall for their whole duration; this allows timer jitter. */
export const LOOP_STALL_BUDGET_MS = 10;
/** Sign-ins share two cores with the requests measured; "unharmed" allows this much on their p99. */
export const HARM_BUDGET_MS = 10;
const CONCURRENT_HASHES = 16;
const HEALTH_RATE = 200;
const SIGN_IN_RATE = 20;

async function loopStallDuring(work: () => Promise<unknown>): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await work();
  delay.disable();
  return delay.max / 1e6;
}

export async function runArgon2Bench(): Promise<boolean> {
  let withinBudget = true;
  // The first hash also sets up the library's thread pool; a server pays that once.
  await hashPassword('purple-kettle-harbour-42');
  console.log('Passwords (argon2id m=19456 KiB, t=2, p=1), off the event loop');

  const idleStall = await loopStallDuring(() => new Promise((resolve) => setTimeout(resolve, 500)));
  const hashingStall = await loopStallDuring(() =>
    Promise.all(Array.from({ length: CONCURRENT_HASHES }, () => hashPassword('purple-kettle-harbour-42'))),
  );
  withinBudget =
    report({
      label: `longest event-loop stall, ${CONCURRENT_HASHES} hashes at once`,
      figure: hashingStall,
      unit: ' ms',
      budget: LOOP_STALL_BUDGET_MS,
      reference: { label: 'idle', figure: idleStall },
    }) && withinBudget;

  const target = await launchTarget('safesteps');
  try {
    // Open-loop, as the answer's p99 is measured (bench/arrival-rate.ts); the sign-ins are only load.
    const health = async (seconds: number) => {
      const result = await atArrivalRate(target.origin, {
        rate: HEALTH_RATE,
        durationMs: seconds * 1000,
        next: () => ({ method: 'GET', path: '/api/health' }),
      });
      if (Object.keys(result.failures).length > 0) {
        throw new Error(`health checks failed: ${JSON.stringify(result.failures)}`);
      }
      return result;
    };
    await health(2);
    const alone = (await health(5)).p99;
    let address = 0;
    // Sign-ins arrive evenly too: autocannon's rate would send each second's 20 at once.
    const signIns = atArrivalRate(target.origin, {
      rate: SIGN_IN_RATE,
      durationMs: 5000,
      next: () => ({
        method: 'POST',
        path: '/api/auth/login',
        // Many addresses, so the per-address sign-in limit does not turn these into 429s.
        headers: {
          origin: BENCH_ORIGIN,
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(address >> 8) & 255}.${address++ & 255}.1`,
        },
        body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
      }),
    });
    const [during, signedIn] = await Promise.all([health(5), signIns]);
    if (Object.keys(signedIn.failures).length > 0) {
      throw new Error(`sign-ins failed: ${JSON.stringify(signedIn.failures)}`);
    }
    withinBudget =
      report({
        label: `/api/health p99 at ${HEALTH_RATE} req/s, ${SIGN_IN_RATE} sign-ins/s`,
        figure: during.p99,
        unit: ' ms',
        budget: alone + HARM_BUDGET_MS,
        budgetRule: `alone + ${HARM_BUDGET_MS} ms`,
        reference: { label: 'alone', figure: alone },
      }) && withinBudget;
  } finally {
    await target.close();
  }
  return withinBudget;
}
