export interface RateLimitResult {
  allowed: boolean;
  /** How many hits the window has seen, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

/**
 * Fixed-window counters. Without Redis they are kept in the database, so a restart does not reset
 * them; with Redis they are shared there, and a process counts in memory while Redis is down.
 */
export interface RateLimiter {
  kind: 'memory' | 'redis' | 'database';
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** The window's count so far, without counting a hit; undefined when no window is open. */
  peek(key: string): Promise<Omit<RateLimitResult, 'allowed'> | undefined>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
