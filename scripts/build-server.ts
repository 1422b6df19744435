/**
 * `npm run build:server`: the server as ES modules in dist/server (main.mjs, plus a chunk for each part loaded only when configured or first used: Stripe,
 * a language model, password hashing).
 * Production starts it with plain `node` (the Dockerfile, the cold-start bench): no TypeScript
 * loader hooks, no resolving of a few hundred package files at start, and only the modules a start
 * needs (decision 008). Beside it, the question banks and other data files, read and checked here
 * once, so a start only parses one JSON file.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { loadServerContent } from '../content/load.ts';
import { BUILT_CONTENT_FILE } from '../server/built-content.ts';

rmSync('dist/server', { recursive: true, force: true });

await build({
  entryPoints: { main: 'server/main.ts' },
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  // Left to node_modules: packages with native code, WebAssembly or worker files of their own, those
  // only some deployments load (PostgreSQL, Redis, SMTP, Stripe, a language model), and those loaded
  // with import() at first use (a bundled CommonJS package would lose its named exports there).
  external: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'cockatiel',
    'pino',
    'pg',
    'ioredis',
    'nodemailer',
    'stripe',
    'ai',
    '@ai-sdk/*',
    '@zxcvbn-ts/*',
  ],
  // Bundled CommonJS packages still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces need the mappings, not the sources: the map is smaller and quicker to read at start.
  sourcesContent: false,
  logLevel: 'warning',
});

writeFileSync(join('dist/server', BUILT_CONTENT_FILE), JSON.stringify(loadServerContent()));
