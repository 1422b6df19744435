/**
 * Prints each route's initial JavaScript (gzip) from the production build against its budget and
 * a bare React page built in the same run with the same tools.
 * "Initial" means what the browser must fetch before the page shows: the entry, its static imports,
 * and the route's own chunk with its static imports. Chunks loaded later (dialogs, the account
 * button, toasts) are not counted.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { routePageModules } from '../scripts/build-web.ts';
import { report } from './report.ts';

export const LANDING_BUDGET_KB = 100;
/** The landing page may carry at most this much more than React itself. */
export const LANDING_RATIO_BUDGET = 1.5;
// Signed-in pages carry forms (zod, react-hook-form) and dialogs; the landing page carries none.
export const ROUTE_BUDGET_KB = 180;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'dist/web');

const gzipKilobytes = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

export function measureRoutes(): { route: string; kilobytes: number }[] {
  const manifestPath = join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('No build found: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');

  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const initialKilobytes = (keys: Set<string>) =>
    [...keys].reduce((sum, key) => {
      const file = manifest[key]?.file;
      return file?.endsWith('.js') ? sum + gzipKilobytes(join(outDir, file)) : sum;
    }, 0);

  return routePageModules().map(({ route, key }) => {
    if (!manifest[key]) throw new Error(`The build has no chunk for ${route} (${key}).`);
    const keys = closure(entryKey);
    closure(key, keys);
    return { route, kilobytes: initialKilobytes(keys) };
  });
}

/** `bench/bare-react` built like the app (Vite, the React plugin, ES2022): its directory and JS size. */
export async function buildBareReact(): Promise<{ dir: string; kilobytes: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'safesteps-bare-react-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: join(root, 'bench/bare-react'),
    plugins: [react()],
    build: { outDir: dir, target: 'es2022', reportCompressedSize: false },
  });
  const scripts = readdirSync(join(dir, 'assets')).filter((file) => file.endsWith('.js'));
  return { dir, kilobytes: scripts.reduce((sum, file) => sum + gzipKilobytes(join(dir, 'assets', file)), 0) };
}

export function runBundleBudget(bareReactKilobytes: number): boolean {
  const reference = { label: 'bare React', figure: bareReactKilobytes };
  const landingBudget = Math.min(LANDING_BUDGET_KB, LANDING_RATIO_BUDGET * bareReactKilobytes);
  console.log('Initial JavaScript per route (gzip)');
  let withinBudget = true;
  for (const { route, kilobytes } of measureRoutes()) {
    const isLanding = route === '/';
    withinBudget =
      report({
        label: route,
        figure: kilobytes,
        unit: ' KB',
        budget: isLanding ? landingBudget : ROUTE_BUDGET_KB,
        ...(isLanding && {
          budgetRule: `the lesser of ${LANDING_BUDGET_KB} KB and ${LANDING_RATIO_BUDGET} × bare React`,
        }),
        reference,
      }) && withinBudget;
  }
  return withinBudget;
}
