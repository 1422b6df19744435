/**
 * Prints each route's initial JavaScript (gzip) from the production build and fails over budget.
 * "Initial" means what the browser must fetch before the page shows: the entry, its static imports,
 * and the route's own chunk with its static imports. Chunks loaded later (dialogs, the account
 * button, toasts) are not counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LANDING_BUDGET_KB = 100;
// Signed-in pages carry forms (zod, react-hook-form) and dialogs; the landing page carries none.
export const ROUTE_BUDGET_KB = 180;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'dist/web');

export function measureRoutes(): { route: string; kilobytes: number; budget: number }[] {
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
  const gzipBytes = (keys: Set<string>) =>
    [...keys].reduce((sum, key) => {
      const file = manifest[key]?.file;
      return file?.endsWith('.js') ? sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length : sum;
    }, 0);

  const routerSource = readFileSync(join(root, 'web/src/app/router.tsx'), 'utf8');
  const routes = [...routerSource.matchAll(/'(\/[^']*)': lazy\(\(\) => import\('\.\.\/([^']+)'\)\)/g)].map(
    ([, route, module]) => ({ route: route ?? '', key: `src/${module}` }),
  );
  return routes.map(({ route, key }) => {
    if (!manifest[key]) throw new Error(`The build has no chunk for ${route} (${key}).`);
    const keys = closure(entryKey);
    closure(key, keys);
    return { route, kilobytes: gzipBytes(keys) / 1024, budget: route === '/' ? LANDING_BUDGET_KB : ROUTE_BUDGET_KB };
  });
}

export function runBundleBudget(): boolean {
  let withinBudget = true;
  console.log('Initial JavaScript per route (gzip)');
  for (const { route, kilobytes, budget } of measureRoutes()) {
    const ok = kilobytes <= budget;
    withinBudget &&= ok;
    console.log(
      `  ${ok ? 'ok  ' : 'OVER'} ${route.padEnd(22)} ${kilobytes.toFixed(1).padStart(6)} KB  (budget ${budget} KB)`,
    );
  }
  return withinBudget;
}
