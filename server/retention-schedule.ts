import type { FastifyInstance } from 'fastify';
import type { RetentionService } from './modules/retention/retention.service.ts';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Leftovers nobody needs any more are deleted every hour, by every instance (the deletes are idempotent). */
export function scheduleRetentionPurge(app: FastifyInstance, retention: RetentionService): void {
  const timer = setInterval(() => {
    retention.purge().then(
      (counts) => app.log.info({ counts }, 'retention purge'),
      (error: unknown) => app.log.error({ err: error }, 'retention purge failed'),
    );
  }, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
