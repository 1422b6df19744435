import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.ts';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';
import { createRedisRateLimiter } from './redis-rate-limiter.ts';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = pino({ level: 'silent' });

describe('the Redis rate limiter', () => {
  it('shares one count between two instances, and resets it (T69)', async () => {
    const first = createRedisRateLimiter({ url, fallback: createMemoryRateLimiter(systemClock), log });
    const second = createRedisRateLimiter({ url, fallback: createMemoryRateLimiter(systemClock), log });
    const key = `test:${randomUUID()}`;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await first.hit(key, 3, 60_000)).count).toBe(1);
    expect((await second.hit(key, 3, 60_000)).count).toBe(2);
    expect((await first.hit(key, 3, 60_000)).allowed).toBe(true);
    const refused = await second.hit(key, 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(50_000);
    // Either instance reads the shared count without adding to it.
    expect(await first.peek(key)).toMatchObject({ count: 4 });
    expect(await second.peek(key)).toMatchObject({ count: 4 });
    expect(await first.peek(`test:${randomUUID()}`)).toBeUndefined();
    await first.reset(key);
    expect((await second.hit(key, 3, 60_000)).count).toBe(1);
    await Promise.all([first.close(), second.close()]);
  });
});
