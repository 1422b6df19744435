import * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { CONCURRENT_HASHES, hashPassword, verifyPassword } from './password.ts';

// The real argon2, watched: how many of its calls are running at any moment.
const watch = vi.hoisted(() => ({ running: 0, mostAtOnce: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  const watched =
    <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) =>
    async (...args: Args) => {
      watch.running += 1;
      watch.mostAtOnce = Math.max(watch.mostAtOnce, watch.running);
      try {
        return await call(...args);
      } finally {
        watch.running -= 1;
      }
    };
  return { ...original, hash: vi.fn(watched(original.hash)), verify: vi.fn(watched(original.verify)) };
});

describe('password hashing', () => {
  it('leaves a core to the event loop: a burst of hashes and checks runs at most CONCURRENT_HASHES at once, and every one completes', async () => {
    const stored = await hashPassword('purple-kettle-harbour-42');
    watch.mostAtOnce = 0;
    const burst = 3 * CONCURRENT_HASHES + 2;
    const [hashes, checks] = await Promise.all([
      Promise.all(Array.from({ length: burst }, (_, index) => hashPassword(`purple-kettle-harbour-${index}`))),
      Promise.all(
        Array.from({ length: burst }, (_, index) =>
          verifyPassword(stored, index % 2 === 0 ? 'purple-kettle-harbour-42' : 'wrong-kettle'),
        ),
      ),
    ]);
    expect(watch.mostAtOnce).toBe(CONCURRENT_HASHES);
    expect(vi.mocked(argon2.hash)).toHaveBeenCalledTimes(burst + 1);
    expect(new Set(hashes).size).toBe(burst);
    for (const hash of hashes) expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(checks).toEqual(Array.from({ length: burst }, (_, index) => index % 2 === 0));
  });
});
