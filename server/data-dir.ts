import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Read, write (and, for folders, enter) by the owner only. */
const OWNER_ONLY = 0o700;
const GROUP_AND_OTHERS = 0o077;

/**
 * Makes DATA_DIR readable by the server's own user only, before anything is written there: the
 * database files, the outbox (its mail holds live reset links) and the keys all live in it. The
 * process umask keeps every file and folder created from now on private (0600 and 0700); a folder
 * left by an older version, or copied in with wider modes, is tightened once, here, recursively.
 * Symbolic links are left alone (their target is not ours to change) and not followed.
 *
 * Answers how many files and folders were tightened, so the start-up log can say so once.
 */
export function makeDataDirPrivate(dataDir: string): number {
  process.umask(GROUP_AND_OTHERS);
  mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY });
  let tightened = 0;
  const tighten = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & GROUP_AND_OTHERS) !== 0) {
      chmodSync(path, stats.mode & OWNER_ONLY);
      tightened += 1;
    }
    if (stats.isDirectory()) for (const entry of readdirSync(path)) tighten(join(path, entry));
  };
  tighten(dataDir);
  return tightened;
}
