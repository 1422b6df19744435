import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  let isServerBuild = false;
  return {
    name: 'safesteps:precompress',
    apply: 'build',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    closeBundle() {
      // The prerender build (scripts/build-web.ts) writes elsewhere and serves nothing itself.
      if (isServerBuild) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** Preloads the body font only: text renders in it from the first paint. */
function preloadBodyFont(): Plugin {
  return {
    name: 'safesteps:preload-body-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((name) =>
          /atkinson-hyperlegible-next-latin-400-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), preloadBodyFont(), precompress()],
  // `@/…` and `@contract/…` as the root tsconfig.json's paths declare them, for every tool.
  resolve: { tsconfigPaths: true },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // Code shared by a few pages (an icon, a button, a hook) would otherwise be a file of its own:
    // the home page needed 24 files, and each request costs the browser's main thread while a
    // prerendered page hydrates. Shared code under 6 KB is copied into the pages that use it.
    // (Not in the prerender build, whose entry must keep its exports.)
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          // The app's modules and the contract do nothing when loaded but define things (a zod schema
          // is a value), so a feature's public index.ts costs a page only the exports it uses.
          treeshake: { moduleSideEffects: [{ test: /\/(?:web\/src|contract)\/[^?]*\.tsx?$/, sideEffects: false }] },
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 6 * 1024 } } },
        },
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
      '/dev': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
    },
  },
}));
