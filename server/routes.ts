/** Every route the app serves, each module's routes given the one service they call. */
import type { FastifyInstance } from 'fastify';
import type { Adapters } from './adapters.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import {
  demoPaymentRoutes,
  paymentRoutes,
  premiumRoutes,
  stripeWebhookRoutes,
} from './modules/billing/billing.routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/mailbox.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { learnersRoutes } from './modules/learners/learners.routes.ts';
import { quizRoutes } from './modules/quiz/quiz.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { loadMailboxKey } from './secrets.ts';
import type { Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, so the security suite can check each one is covered. */
    routeTable: { method: string; url: string }[];
  }
}

/** Lists every route added after it, the web app's included. */
export function registerRouteTable(app: FastifyInstance): void {
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
}

export async function registerApiRoutes(
  app: FastifyInstance,
  { config, database, services }: { config: Config; database: DatabaseHandle; services: Services },
): Promise<void> {
  const { sessionCookie } = services;
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(siteRoutes, { config });
      await api.register(authRoutes, {
        prefix: '/auth',
        authService: services.auth,
        sessionCookie,
        signUpMarkerCookie: services.signUpMarkerCookie,
      });
      await api.register(accountRoutes, {
        prefix: '/user',
        accountService: services.account,
        authService: services.auth,
        sessionCookie,
      });
      await api.register(learnersRoutes, { prefix: '/learners', learnersService: services.learners, sessionCookie });
      await api.register(premiumRoutes, { prefix: '/premium', billingService: services.billing, sessionCookie });
      const billing = { prefix: '/stripe', billingService: services.billing, sessionCookie };
      await api.register(paymentRoutes, billing);
      // With Stripe, its webhook; without, the demo checkout and portal that stand in for it.
      if (config.payments.kind === 'stripe') await api.register(stripeWebhookRoutes, billing);
      else await api.register(demoPaymentRoutes, { ...billing, prefix: '/demo' });
      await api.register(quizRoutes, { quizService: services.quiz, sessionCookie });
      await api.register(analyticsRoutes, {
        prefix: '/analytics',
        analyticsService: services.analytics,
        sessionCookie,
      });
    },
    { prefix: '/api' },
  );
}

/**
 * While mail stays in the embedded outbox, its messages are read at /dev/mailbox with the key
 * printed in the start-up log. In production that log line is a warning: no e-mail reaches anyone
 * until SMTP_URL is set.
 */
export async function registerOutboxMailbox(
  app: FastifyInstance,
  config: Config,
  outbox: NonNullable<Adapters['outbox']>,
): Promise<void> {
  const key = loadMailboxKey(config.dataDir);
  await app.register(devMailboxRoutes, { list: outbox.list, key });
  const mailboxUrl = new URL(`/dev/mailbox?key=${key}`, config.appUrl).href;
  if (config.env === 'production') {
    app.log.warn(
      { outbox: outbox.dir },
      `No SMTP_URL is set, so no e-mail leaves this server: every message (sign-up and reset links included) stays in the outbox at ${outbox.dir}. Set SMTP_URL to deliver mail. The operator can read the outbox at ${mailboxUrl}`,
    );
    return;
  }
  app.log.info({ outbox: outbox.dir }, `E-mail is kept in the outbox; read it at ${mailboxUrl}`);
}
