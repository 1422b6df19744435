/**
 * `npm run build:server`: the server as ES modules in dist/server (main.mjs, plus a chunk for each
 * part loaded only when configured: Stripe, a language model), its npm packages left as imports.
 * Production starts it with plain `node` (the Dockerfile, the cold-start bench): no TypeScript
 * loader hooks, and only the modules a start needs.
 */
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

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
