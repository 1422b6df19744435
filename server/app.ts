/**
 * The app, composed: the HTTP plumbing every request passes (http/), the outside services chosen
 * from the configuration (adapters.ts), the services wired to their repositories (services.ts),
 * then the routes (routes.ts) and the web app. An answer is followed from its route, to the
 * service the route calls, to the repository that service was given.
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AdapterOverrides, createAdapters } from './adapters.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createCompactor } from './db/compaction.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRequestGuards } from './http/request-guards.ts';
import { registerResponseTags } from './http/response-tags.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serverOptions } from './http/server-options.ts';
import { registerWebApp } from './http/web-app.ts';
import { scheduleRetentionPurge } from './retention-schedule.ts';
import { registerApiRoutes, registerOutboxMailbox, registerRouteTable } from './routes.ts';
import { createServices, type Services } from './services.ts';

export interface AppDependencies extends AdapterOverrides {
  database: DatabaseHandle;
  /** Tests pass a stream to read the log; production logs to stdout. */
  logStream?: NodeJS.WritableStream;
  /** Tests move time; the app otherwise reads the system clock. */
  clock?: Clock;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, for tests that set up state the API has no call for (a premium plan). */
    services: Services;
  }
}

/** Builds the whole app from its configuration and dependencies; tests build their own. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<App> {
  const app = Fastify(serverOptions(config, deps.logStream)).withTypeProvider<ZodTypeProvider>();
  // onClose hooks run last-added first: the database, added first, closes after everything else.
  app.addHook('onClose', () => deps.database.close());
  registerErrorHandler(app);
  registerRouteTable(app);
  registerResponseTags(app);

  const clock = deps.clock ?? systemClock;
  const adapters = await createAdapters(config, { db: deps.database.db, clock, log: app.log }, deps);
  app.addHook('onClose', () => adapters.close());
  const compactor = createCompactor(deps.database, app.log);
  // After every request in flight, before the database closes: what a deletion left is cleared.
  app.addHook('onClose', () => compactor.idle());
  const services = createServices({ config, db: deps.database.db, compactor, adapters, clock, log: app.log });
  app.decorate('services', services);
  // Before the database closes: mail still queued is sent (its links are stored there), and
  // quizzes still receiving questions from a model are finished with what they have.
  app.addHook('preClose', () => services.mailQueue.idle());
  app.addHook('preClose', () => services.quiz.settle());
  scheduleRetentionPurge(app, services.retention);

  registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  registerRequestGuards(app, config);
  await registerApiRoutes(app, { config, database: deps.database, services });
  if (adapters.outbox) await registerOutboxMailbox(app, config, adapters.outbox);
  await registerWebApp(app, config.webRoot);
  return app;
}
