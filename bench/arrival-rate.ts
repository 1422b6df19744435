/**
 * Latency at a fixed request rate, measured open-loop (k6's constant-arrival-rate, wrk2's -R):
 * request i is due at start + i / rate whatever became of the ones before it, and its latency
 * counts from when it was due, so a server that falls behind is charged for the wait.
 *
 * autocannon's `overallRate` is not this: each connection sends flat out until it has made its
 * share of the second, then idles, so "200 req/s" arrives as a burst at the top of every second
 * and its latencies are those of a saturated server.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { percentile } from './report.ts';

export interface ArrivalRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called with the response's status once its body has arrived. */
  onResponse?: (status: number) => void;
}

export interface ArrivalResult {
  p99: number;
  requests: number;
  /** Responses other than 2xx, and requests that failed outright, by status (0 for no response). */
  failures: Record<number, number>;
}

/** More than enough sockets that requests queue in the server, not in the load generator. */
const MAX_IN_FLIGHT = 64;

export async function atArrivalRate(
  origin: string,
  options: { rate: number; durationMs: number; next: () => ArrivalRequest },
): Promise<ArrivalResult> {
  const pool = new Pool(origin, { connections: MAX_IN_FLIGHT });
  const latencies: number[] = [];
  const failures: Record<number, number> = {};
  const fail = (status: number) => {
    failures[status] = (failures[status] ?? 0) + 1;
  };

  async function send(request: ArrivalRequest, due: number): Promise<void> {
    try {
      const response = await pool.request({
        method: request.method,
        path: request.path,
        headers: request.headers,
        body: request.body,
      });
      await response.body.dump();
      latencies.push(performance.now() - due);
      if (response.statusCode >= 300) fail(response.statusCode);
      request.onResponse?.(response.statusCode);
    } catch {
      fail(0);
    }
  }

  const total = Math.round((options.rate * options.durationMs) / 1000);
  const started = performance.now();
  const sent: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    sent.push(send(options.next(), due));
  }
  await Promise.all(sent);
  await pool.close();
  return {
    p99: percentile(
      latencies.sort((a, b) => a - b),
      0.99,
    ),
    requests: total,
    failures,
  };
}
