import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web's `@/…` and `@contract/…` imports, as the root tsconfig.json's paths declare them.
  resolve: { tsconfigPaths: true },
  test: {
    // Two cores: two files at a time keeps PGlite start-up from starving the tests.
    maxWorkers: 2,
    projects: [
      {
        // The prerender test (scripts/build-web.test.ts) renders the web app, which uses the aliases.
        extends: true,
        test: {
          name: 'unit',
          include: ['contract/**/*.test.ts', 'engine/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The CLI tests start processes, which take seconds on a busy machine: a timeout is a
          // guard against a hang, never a check of speed.
          testTimeout: 120_000,
        },
      },
      {
        // Components as a browser renders them, without a browser: React Testing Library on happy-dom.
        extends: true,
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.services.test.ts', 'server/**/*.load.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          // Guards against a hang, not measures of speed: on a loaded 2-core machine a test that
          // takes a second alone can take a minute.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Load tests measure the app, so they run alone, once every other project has finished. Their
        // thresholds are times, which a busy machine cannot promise: they run in CI's test:pg, on a
        // machine doing nothing else, and not in `npm test`.
        test: {
          name: 'load',
          include: ['server/**/*.load.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Needs the PostgreSQL and Redis that CI (and a developer machine) run: part of test:pg.
        test: {
          name: 'services',
          include: ['server/**/*.services.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
