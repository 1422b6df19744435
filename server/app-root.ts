import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder SafeSteps runs from: the nearest one above this module that holds package.json. The
 * same whether the server runs from its sources (server/) or from the bundled build (dist/server/),
 * so the migrations, question banks and web build are found either way.
 */
function findAppRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const APP_ROOT = findAppRoot(import.meta.dirname);
