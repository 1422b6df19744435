import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PremiumStatusResponse } from '../../../contract/billing.ts';
import { authOf, type SessionCookie } from '../auth/session-cookie.ts';
import type { BillingService } from './billing.service.ts';

export const premiumRoutes: FastifyPluginAsyncZod<{
  billingService: BillingService;
  sessionCookie: SessionCookie;
}> = async (app, { billingService, sessionCookie }) => {
  app.get(
    '/status',
    { schema: { response: { 200: PremiumStatusResponse } }, onRequest: sessionCookie.requireUser },
    async (request) => ({
      hasPremium: (await billingService.entitlements(authOf(request).user.id)).plan === 'premium',
    }),
  );
};
