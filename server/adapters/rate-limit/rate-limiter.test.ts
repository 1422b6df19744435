import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../test/accounts.ts';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';
import { createRedisRateLimiter } from './redis-rate-limiter.ts';

describe('the in-process rate limiter', () => {
  it('allows the limit, refuses the next, and opens again when the window ends', async () => {
    const clock = manualClock();
    const limiter = createMemoryRateLimiter(clock);
    for (let hit = 1; hit <= 3; hit += 1)
      expect(await limiter.hit('k', 3, 60_000)).toMatchObject({ allowed: true, count: hit });
    const refused = await limiter.hit('k', 3, 60_000);
    expect(refused).toEqual({ allowed: false, count: 4, retryAfterMs: 60_000 });
    expect((await limiter.hit('other', 3, 60_000)).allowed).toBe(true);
    expect(await limiter.peek('k')).toEqual({ count: 4, retryAfterMs: 60_000 });
    expect(await limiter.peek('never-hit')).toBeUndefined();
    clock.advance(60_000);
    expect(await limiter.peek('k')).toBeUndefined();
    expect(await limiter.hit('k', 3, 60_000)).toMatchObject({ allowed: true, count: 1 });
    await limiter.reset('k');
    expect((await limiter.hit('k', 3, 60_000)).count).toBe(1);
  });
});

describe('the Redis rate limiter while Redis is down (T69)', () => {
  it('counts in this process instead, without throwing (T69)', async () => {
    const fallback = createMemoryRateLimiter(manualClock());
    const limiter = createRedisRateLimiter({ url: 'redis://127.0.0.1:1', fallback, log: pino({ level: 'silent' }) });
    const results = [];
    for (let hit = 0; hit < 3; hit += 1) results.push(await limiter.hit('down', 2, 60_000));
    expect(results.map((result) => result.allowed)).toEqual([true, true, false]);
    await limiter.close();
  });
});
