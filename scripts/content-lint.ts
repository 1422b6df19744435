/**
 * `npm run content:lint`: every bank file against its schema, the validator, the counts it must
 * reach, the guessers and questions repeated across popular banks; then quizzes the engine makes,
 * for guessers and give-aways.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', 'content');
const safetyFiles = readdirSync(join(root, 'safety'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .map((file) => join(root, 'safety', file));
const popularFiles = (existsSync(join(root, 'popular')) ? readdirSync(join(root, 'popular')) : [])
  .filter((file) => file.endsWith('.json'))
  .map((file) => join(root, 'popular', file));
let failed = false;
for (const [script, files] of [
  ['check-bank.ts', safetyFiles],
  ['check-popular.ts', popularFiles],
  ['check-pictures.ts', []],
  ['check-quizzes.ts', []],
] as const) {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', join(root, script), ...files], {
      encoding: 'utf8',
    });
    console.log(
      output
        .split('\n')
        .filter((line) => line.includes(': ') && !line.includes('usable'))
        .join('\n'),
    );
  } catch (error) {
    failed = true;
    console.log((error as { stdout?: string }).stdout ?? String(error));
  }
}
process.exit(failed ? 1 : 0);
