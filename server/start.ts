/** `npm start`: builds the web app when there is no build yet, then runs the server. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { main, WEB_ROOT } from './main.ts';

if (!existsSync(join(WEB_ROOT, 'index.html'))) {
  console.warn('No web build found; building it once (about a minute)…');
  const { build } = await import('vite');
  await build({ configFile: new URL('../vite.config.ts', import.meta.url).pathname, logLevel: 'warn' });
}
await main();
