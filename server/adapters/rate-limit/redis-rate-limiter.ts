import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.ts';

// One round trip: count the hit, start the window on the first one, report the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

/**
 * Counters shared by every instance. While Redis is unreachable the fallback (per-process)
 * counts instead, so a Redis outage slows nothing and never turns into a 500.
 */
export function createRedisRateLimiter(options: {
  url: string;
  fallback: RateLimiter;
  log: FastifyBaseLogger;
}): RateLimiter {
  const redis = new Redis(options.url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    commandTimeout: 500,
  });
  let warned = false;
  redis.on('error', (error) => {
    if (!warned) options.log.warn({ err: error }, 'Redis unreachable; rate limits fall back to this process');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  const prefix = 'safesteps:rl:';
  return {
    kind: 'redis',
    async hit(key, limit, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
        return { allowed: count <= limit, count, retryAfterMs: ttl };
      } catch {
        return options.fallback.hit(key, limit, windowMs);
      }
    },
    async peek(key) {
      try {
        const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
        return count === null || ttl <= 0 ? undefined : { count: Number(count), retryAfterMs: ttl };
      } catch {
        return options.fallback.peek(key);
      }
    },
    async reset(key) {
      await Promise.all([redis.del(prefix + key).catch(() => 0), options.fallback.reset(key)]);
    },
    async close() {
      redis.disconnect();
      await options.fallback.close();
    },
  };
}
