import type { Clock } from '../../clock.ts';
import type { RateLimiter } from './rate-limiter.ts';

const SWEEP_EVERY = 1_000;

export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;
  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };
  return {
    kind: 'memory',
    async hit(key, limit, windowMs) {
      const now = clock().getTime();
      if (++hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        sweep(now);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, count: window.count, retryAfterMs: window.resetAt - now };
    },
    async peek(key) {
      const now = clock().getTime();
      const window = windows.get(key);
      return window && window.resetAt > now ? { count: window.count, retryAfterMs: window.resetAt - now } : undefined;
    },
    async reset(key) {
      windows.delete(key);
    },
    close: async () => {
      windows.clear();
    },
  };
}
