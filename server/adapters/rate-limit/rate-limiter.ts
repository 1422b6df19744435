export interface RateLimitResult {
  allowed: boolean;
  /** How many hits the window has seen, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

/** Fixed-window counters; the embedded store is per process, the Redis store is shared by every instance. */
export interface RateLimiter {
  kind: 'memory' | 'redis';
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
