/**
 * `npm run build` (`tsx scripts/build-web.ts [--log-level warn]`): the web app's production build.
 * Vite builds the client into dist/web; then Vite's SSR build of web/src/entry-prerender.tsx
 * renders each page of PRERENDERED_PAGES into dist/web/prerendered/, so those pages arrive as HTML
 * that the client hydrates instead of an empty shell that waits for the JavaScript (decision 009).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type LogLevel, minifySync } from 'vite';
import { PRERENDERED_PAGES, prerenderedFileName } from '../contract/routes.ts';

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

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
/** The entry's module script and the modulepreload links for its imports, as Vite writes them. */
const ENTRY_SCRIPTS = /\n\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;
const ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"/;
const ENTRY_IMPORTS = /<link rel="modulepreload"[^>]*\shref="([^"]+)"/g;

export interface PageAssets {
  /** Fonts to preload. */
  fonts: string[];
  /** web/prerendered-loader.js in the build. */
  loader: string;
}

/**
 * The built index.html with a page's markup inside #root. React puts the page's <title> first in
 * the markup (it belongs in <head>), so it replaces the shell's; anything else before the app's
 * own <div> would be a hoisted tag this function does not place yet, and stops the build. The
 * entry's scripts give way to the loader, which starts them, in the same order, once the page
 * has painted; main.tsx then loads the page's own code before it hydrates.
 */
export function composePage(template: string, markup: string, { fonts, loader }: PageAssets): string {
  const title = TITLE.exec(markup)?.[0];
  const body = title && markup.startsWith(title) ? markup.slice(title.length) : markup;
  if (!body.startsWith('<div')) throw new Error(`Unexpected markup before the app: ${body.slice(0, 120)}`);
  // The Content-Security-Policy refuses inline scripts and style attributes in the HTML.
  const refused = /<script|<style|\sstyle="/.exec(body);
  if (refused) throw new Error(`The markup has ${refused[0].trim()}, which the CSP would refuse.`);
  const entry = ENTRY.exec(template)?.[1];
  if (!template.includes(EMPTY_ROOT) || !TITLE.test(template) || !entry) {
    throw new Error('index.html has no empty <div id="root"></div>, no <title> or no module script.');
  }
  const modules = [entry, ...[...template.matchAll(ENTRY_IMPORTS)].map(([, url]) => url)];
  const head = [
    ...fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="">`),
    `<script defer src="${loader}" data-modules="${modules.join(' ')}"></script>`,
  ];
  return template
    .replace(TITLE, () => title ?? TITLE.exec(template)?.[0] ?? '')
    .replace(ENTRY_SCRIPTS, '')
    .replace(/\n\s*<\/head>/, () => `${head.map((tag) => `\n    ${tag}`).join('')}\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
}

/** web/prerendered-loader.js and the fonts, from the client build. */
function pageAssets(): PageAssets {
  const assets = readdirSync(join(webRoot, 'assets'));
  const fonts = FIRST_PAINT_FONTS.map((pattern) => {
    const font = assets.find((name) => pattern.test(name));
    if (!font) throw new Error(`The build has no font matching ${pattern}.`);
    return `/assets/${font}`;
  });
  // Minified like the rest of the app's code, and hashed into the assets, so that it is cached like them.
  const { code: source } = minifySync(
    'prerendered-loader.js',
    readFileSync(join(root, 'web/prerendered-loader.js'), 'utf8'),
  );
  const loader = `prerendered-loader-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(webRoot, 'assets', loader), source);
  return { fonts, loader: `/assets/${loader}` };
}

export async function buildWebApp({ logLevel = 'info' }: { logLevel?: LogLevel } = {}): Promise<void> {
  await build({ configFile, logLevel });
  const ssr = { ssr: 'src/entry-prerender.tsx', outDir: prerenderBuild, copyPublicDir: false, manifest: false };
  await build({ configFile, logLevel: logLevel === 'info' ? 'warn' : logLevel, build: ssr });
  const { renderPage } = (await import(pathToFileURL(join(prerenderBuild, 'entry-prerender.js')).href)) as {
    renderPage: (path: string) => Promise<string>;
  };
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const assets = pageAssets();
  mkdirSync(join(webRoot, 'prerendered'), { recursive: true });
  for (const path of PRERENDERED_PAGES) {
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
