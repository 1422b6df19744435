import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../contract/errors.ts';
import { HealthResponse, ReadyResponse } from '../../../contract/health.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

const READY_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async () => ({ status: 'ok' as const }));

  app.get('/ready', { schema: { response: { 200: ReadyResponse } } }, async (request) => {
    try {
      await withTimeout(database.ping(), READY_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.databaseUnavailable);
    }
    return { status: 'ready' as const };
  });
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
