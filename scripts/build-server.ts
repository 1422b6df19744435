/**
 * `npm run build:server`: the server as ES modules in dist/server (main.mjs, plus a chunk for each
 * part loaded only when configured: Stripe, a language model), its npm packages left as imports.
 * Production starts it with plain `node` (the Dockerfile, the cold-start bench): no TypeScript
 * loader hooks, and only the modules a start needs. Beside it, the question banks and other data
 * files, read and checked here once, so a start only parses one JSON file.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { loadServerContent } from '../content/load.ts';
import { BUILT_CONTENT_FILE } from '../server/main.ts';

rmSync('dist/server', { recursive: true, force: true });

await build({
  entryPoints: ['server/main.ts'],
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});

writeFileSync(join('dist/server', BUILT_CONTENT_FILE), JSON.stringify(loadServerContent()));
