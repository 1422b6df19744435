/** `npm run dev`: one port (PORT, default 3000) with hot reload — Vite in front, the API restarted on change behind it. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;
const api = spawn(
  process.execPath,
  [
    fileURLToPath(import.meta.resolve('tsx/cli')),
    'watch',
    '--clear-screen=false',
    '--exclude',
    './web/**',
    'server/main.ts',
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
    },
  },
);
process.env.API_PORT = String(apiPort);
const vite = await createServer({
  configFile: new URL('../vite.config.ts', import.meta.url).pathname,
  server: { port, strictPort: true, host: true },
});
await vite.listen();
vite.printUrls();

const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
