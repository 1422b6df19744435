/**
 * `npm run build` (`tsx scripts/build-web.ts [--log-level warn]`): the web app's production build.
 * Vite builds the client into dist/web; then a server build of web/src/entry-prerender.tsx renders
 * each page of PRERENDERED_PAGES into dist/web/prerendered/, so those pages arrive as HTML that
 * the client hydrates instead of an empty shell that waits for the JavaScript (the Lighthouse bench).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type LogLevel } from 'vite';
import { PRERENDERED_PAGES } from '../contract/routes.ts';

/** The shell's lazy parts that every prerendered page shows (loadShellParts in web/src/app/shell.tsx). */
const SHELL_PARTS = ['src/app/account-button.tsx'];

/**
 * The fonts that text above the fold is set in, beyond the body font that index.html preloads:
 * headings (the largest text, Lighthouse's LCP element) and bold. Fetched from the CSS alone, they
 * would arrive after the first paint, and the text would jump when they replaced the fallback.
 */
const FIRST_PAINT_FONTS = [
  /^fredoka-latin-wght-normal-[\w-]+\.woff2$/,
  /^atkinson-hyperlegible-next-latin-700-normal-[\w-]+\.woff2$/,
];

const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = join(root, 'vite.config.ts');
const webRoot = join(root, 'dist/web');
const prerenderBuild = join(root, 'dist/prerender');

/** Where the server looks for a page's prerendered HTML (server/app.ts reads the folder back). */
export function prerenderedFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** Each route's page module as Vite's manifest names it, read from web/src/app/router.tsx. */
export function routePageModules(): { route: string; key: string }[] {
  const source = readFileSync(join(root, 'web/src/app/router.tsx'), 'utf8');
  return [...source.matchAll(/'(\/[^']*)': \(\) => import\('\.\.\/([^']+)'\)/g)].map(([, route, module]) => ({
    route: route ?? '',
    key: `src/${module}`,
  }));
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The JavaScript a prerendered page runs, entry (main.tsx) first: the entry with its imports, then
 * the page and the shell's parts that main.tsx loads before hydrating, with everything they import.
 */
function hydrationModules(manifest: Manifest, path: string): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const pageKey = routePageModules().find(({ route }) => route === path)?.key;
  if (!entryKey || !pageKey) throw new Error(`No entry, or no page module for ${path}, in the build.`);
  const needed = staticClosure(manifest, entryKey);
  for (const key of [pageKey, ...SHELL_PARTS]) {
    if (!manifest[key]) throw new Error(`The build has no chunk for ${key}.`);
    staticClosure(manifest, key, needed);
  }
  return [...needed].map((key) => `/${manifest[key]?.file}`);
}

/** web/prerendered-loader.js, hashed into the assets so that it is cached like them. */
function writeLoader(): string {
  const source = readFileSync(join(root, 'web/prerendered-loader.js'));
  const name = `prerendered-loader-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(webRoot, 'assets', name), source);
  return `/assets/${name}`;
}

function firstPaintFonts(): string[] {
  const assets = readdirSync(join(webRoot, 'assets'));
  return FIRST_PAINT_FONTS.map((pattern) => {
    const font = assets.find((name) => pattern.test(name));
    if (!font) throw new Error(`The build has no font matching ${pattern}.`);
    return `/assets/${font}`;
  });
}

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const ENTRY_SCRIPTS = /\n\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

export interface PageAssets {
  /** Fonts to preload. */
  fonts: string[];
  /** web/prerendered-loader.js in the build. */
  loader: string;
  /** The JavaScript modules the loader loads, the entry first. */
  modules: string[];
}

/**
 * The built index.html with a page's markup inside #root. React puts the page's <title> first in
 * the markup (it belongs in <head>), so it replaces the shell's; anything else before the app's
 * own <div> would be a hoisted tag this function does not place yet, and stops the build. The
 * app's scripts give way to the loader, which starts them once the page has painted.
 */
export function composePage(template: string, markup: string, assets: PageAssets): string {
  const title = TITLE.exec(markup)?.[0];
  const body = title && markup.startsWith(title) ? markup.slice(title.length) : markup;
  if (!body.startsWith('<div')) throw new Error(`Unexpected markup before the app: ${body.slice(0, 120)}`);
  // The Content-Security-Policy refuses inline scripts and style attributes in the HTML.
  const refused = /<script|<style|\sstyle="/.exec(body);
  if (refused) throw new Error(`The markup has ${refused[0].trim()}, which the CSP would refuse.`);
  if (!template.includes(EMPTY_ROOT) || !TITLE.test(template) || template.search(ENTRY_SCRIPTS) < 0) {
    throw new Error('index.html has no empty <div id="root"></div>, no <title> or no module script.');
  }
  const head = [
    ...assets.fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="">`),
    `<script defer src="${assets.loader}" data-modules="${assets.modules.join(' ')}"></script>`,
  ];
  return template
    .replace(TITLE, () => title ?? TITLE.exec(template)?.[0] ?? '')
    .replace(ENTRY_SCRIPTS, '')
    .replace(/\n\s*<\/head>/, () => `${head.map((tag) => `\n    ${tag}`).join('')}\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
}

export async function buildWebApp({ logLevel = 'info' }: { logLevel?: LogLevel } = {}): Promise<void> {
  await build({ configFile, logLevel });
  await build({
    configFile,
    logLevel: logLevel === 'info' ? 'warn' : logLevel,
    build: {
      ssr: 'src/entry-prerender.tsx',
      outDir: prerenderBuild,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
    },
  });
  const { renderPage } = (await import(pathToFileURL(join(prerenderBuild, 'entry-prerender.js')).href)) as {
    renderPage: (path: string) => Promise<string>;
  };
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(webRoot, '.vite/manifest.json'), 'utf8')) as Manifest;
  const fonts = firstPaintFonts();
  const loader = writeLoader();
  mkdirSync(join(webRoot, 'prerendered'), { recursive: true });
  for (const path of PRERENDERED_PAGES) {
    const assets = { fonts, loader, modules: hydrationModules(manifest, path) };
    const page = composePage(template, await renderPage(path), assets);
    writeFileSync(join(webRoot, 'prerendered', prerenderedFileName(path)), page);
  }
  // The server build was only a means to the HTML: nothing runs it.
  rmSync(prerenderBuild, { recursive: true, force: true });
  if (logLevel === 'info') console.log(`Prerendered ${PRERENDERED_PAGES.join(', ')} into dist/web/prerendered.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const logLevelAt = process.argv.indexOf('--log-level');
  await buildWebApp(logLevelAt > 0 ? { logLevel: process.argv[logLevelAt + 1] as LogLevel } : {});
}
