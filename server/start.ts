/**
 * `npm start`'s first step (package.json's prestart): builds whatever the production server needs
 * and lacks, or has older than its sources — the web app (about a minute) and the server bundle
 * (seconds) — so a fresh clone, or one just pulled, runs what the image runs:
 * `node dist/server/main.mjs`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROOT } from './app-root.ts';

/** What `npm start` runs, once built (package.json's start). */
const SERVER_BUNDLE = 'dist/server/main.mjs';

/** The latest modification time of the files at or under PATHS, relative to the app's folder. */
function lastChange(paths: string[]): number {
  let latest = 0;
  for (const path of paths.map((relative) => join(APP_ROOT, relative))) {
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
      : [path];
    for (const file of files) latest = Math.max(latest, statSync(file).mtimeMs);
  }
  return latest;
}

function needsBuilding(output: string, sources: string[]): boolean {
  const path = join(APP_ROOT, output);
  return !existsSync(path) || statSync(path).mtimeMs < lastChange(sources);
}

if (needsBuilding('dist/web/index.html', ['web', 'contract', 'package-lock.json'])) {
  console.warn('Building the web app (about a minute)…');
  // The build tools (Vite, esbuild) load only when there is something to build.
  await (await import('../scripts/build-web.ts')).buildWebApp({ logLevel: 'warn' });
}
if (needsBuilding(SERVER_BUNDLE, ['server', 'contract', 'engine', 'content', 'package-lock.json'])) {
  console.warn('Building the server…');
  await (await import('../scripts/build-server.ts')).buildServer();
}
