import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { APP_ROOT } from './app-root.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createSealedBox } from './crypto/sealed-box.ts';
import { makeDataDirPrivate } from './data-dir.ts';
import { openDatabase } from './db/client.ts';
import { upgradeSealedData } from './modules/learners/learner-keys-upgrade.ts';
import { loadDataEncryptionKey } from './secrets.ts';

export const WEB_ROOT = join(APP_ROOT, 'dist/web');

/** Listens on PORT and shuts down gracefully: stop accepting, finish in-flight requests, close the database, exit 0. */
export async function main(env: Record<string, string | undefined> = process.env): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = { ...loadConfig(env), webRoot: WEB_ROOT };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // First, before the database, the outbox or the keys write a byte there.
  const tightened = makeDataDirPrivate(config.dataDir);
  const database = await openDatabase(config.database);
  await database.migrate();
  await upgradeSealedData(
    database,
    createSealedBox(loadDataEncryptionKey({ fromEnv: config.dataEncryptionKey, dataDir: config.dataDir })),
  );
  const app = await buildApp(config, { database });
  if (tightened > 0) {
    app.log.warn(
      { dataDir: config.dataDir, tightened },
      'DATA_DIR was readable by other users of this machine; its files and folders are now private to the server’s user',
    );
  }

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'requests did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forceExit.unref();
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { url: config.appUrl.href, database: database.kind, dataDir: config.dataDir },
    `SafeSteps is running at ${config.appUrl.href}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
