import { availableParallelism } from 'node:os';
import { PASSWORD_MIN_LENGTH } from '../../../contract/auth.ts';

/** OWASP's argon2id row: m=19456 KiB, t=2, p=1 (argon2id is the library's default algorithm). */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run on libuv's threads, off the event loop, but they still compete with it for cores: a
 * burst of sign-ins on every core would slow every other request. One core is always left to the
 * event loop; the rest wait their turn (a hash takes about 10 ms).
 */
export const CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);

/**
 * The hashing library, its thread limit and the common-password list load with the first password
 * anyone sets or checks, not at start: together they cost a restart about 60 ms.
 */
let hashing:
  | Promise<{
      argon2: typeof import('@node-rs/argon2');
      slots: import('cockatiel').BulkheadPolicy;
    }>
  | undefined;
const loadHashing = () =>
  (hashing ??= Promise.all([import('@node-rs/argon2'), import('cockatiel')]).then(([argon2, { bulkhead }]) => ({
    argon2,
    slots: bulkhead(CONCURRENT_HASHES, Number.POSITIVE_INFINITY),
  })));

export async function hashPassword(password: string): Promise<string> {
  const { argon2, slots } = await loadHashing();
  return slots.execute(() => argon2.hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { argon2, slots } = await loadHashing();
  try {
    return await slots.execute(() => argon2.verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A hash made with weaker settings than today's is replaced at the next successful sign-in. */
export async function needsRehash(passwordHash: string): Promise<boolean> {
  const { argon2 } = await loadHashing();
  try {
    const options = argon2.parseOptions(passwordHash);
    return (
      !passwordHash.startsWith('$argon2id$') ||
      options.memoryCost < ARGON2_OPTIONS.memoryCost ||
      options.timeCost < ARGON2_OPTIONS.timeCost ||
      options.parallelism < ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

let commonPasswords: Promise<Set<string>> | undefined;

/** The ~49,000 most common passwords of zxcvbn's list, those long enough to pass the length rule. */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).filter((entry) => entry.length >= PASSWORD_MIN_LENGTH)),
  );
  return (await commonPasswords).has(password.toLowerCase());
}

/** Checked against unknown addresses so a missing account costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('safesteps-no-such-account-dummy-password');
  return dummyHash.then((passwordHash) => verifyPassword(passwordHash, password)).then(() => false);
}
