import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
// Chosen once, by the runner, and inherited by its workers: the tests read the mailbox key the server keeps there.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'safesteps-e2e-'));
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Specs tagged @screenshots only take pictures to look at: run them with SHOTS_DIR set (see e2e/child-screens.spec.ts).
  grepInvert: process.env.SHOTS_DIR ? undefined : /@screenshots/,
  timeout: 30_000,
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium-phone', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } } }],
  webServer: {
    // The bundled server, as production runs it (`npm run test:e2e` builds it first).
    command: 'node --enable-source-maps dist/server/main.mjs',
    cwd: import.meta.dirname,
    url: `${baseURL}/api/ready`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      CONTACT_EMAIL: 'hello@safesteps.example',
      LOG_LEVEL: 'warn',
      // Tests send X-Forwarded-For so each one is its own client address (see e2e/helpers.ts).
      TRUST_PROXY: 'true',
    },
  },
});
