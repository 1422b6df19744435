/** `npm start`: builds the web app when there is no build yet, then runs the server. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { main, WEB_ROOT } from './main.ts';

if (!existsSync(join(WEB_ROOT, 'index.html'))) {
  console.warn('No web build found; building it once (about a minute)…');
  await (await import('../scripts/build-web.ts')).buildWebApp({ logLevel: 'warn' });
}
await main();
