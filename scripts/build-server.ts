/**
 * `npm run build:server`: the server as ES modules in dist/server — main.mjs, plus a chunk for each
 * optional adapter, loaded only where it is configured (Stripe, a language model, SMTP, Redis,
 * PostgreSQL). Production runs it with plain `node` (`npm start`, the image, the e2e suite, the
 * benches): no TypeScript compiled at each start (decisions 008 and 014). The server reads its
 * data files (migrations, question banks, the web build) from the app's folder, as it does from
 * the sources.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist/server');

export async function buildServer(): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: join(root, 'server/main.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    // The npm packages are bundled too, so a start does not resolve and compile a few hundred package
    // files, except: those with native code, WebAssembly or worker files of their own (PGlite,
    // argon2, pino); those only some deployments load, an optional adapter's SDK or driver (pg,
    // ioredis, Stripe, the AI SDKs); and those the sources import at first use (cockatiel, the
    // common-password list), since a bundled CommonJS package loaded with import() loses its named
    // exports.
    external: [
      '@electric-sql/pglite',
      '@node-rs/argon2',
      'pino',
      'pg',
      'ioredis',
      'stripe',
      'ai',
      '@ai-sdk/*',
      'cockatiel',
      '@zxcvbn-ts/*',
    ],
    // Bundled CommonJS packages still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Logged stacks name the TypeScript sources (`node --enable-source-maps`); the mappings are
    // enough for that, so the sources themselves are left out of the map.
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
