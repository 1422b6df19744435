import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalyticsParams,
  BreakdownResponse,
  HistoryQuery,
  HistoryResponse,
  OverviewResponse,
} from '../../../contract/analytics.ts';
import { RewardsQuery, RewardsResponse } from '../../../contract/rewards.ts';
import { authOf, type SessionCookie } from '../auth/session-cookie.ts';
import type { AnalyticsService } from './analytics.service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod<{
  analyticsService: AnalyticsService;
  sessionCookie: SessionCookie;
}> = async (app, { analyticsService, sessionCookie }) => {
  app.addHook('onRequest', sessionCookie.requireUser);

  app.get(
    '/overview/:learnerId',
    { schema: { params: AnalyticsParams, response: { 200: OverviewResponse } } },
    async (request) => analyticsService.overview(authOf(request).user.id, request.params.learnerId),
  );

  app.get(
    '/breakdown/:learnerId',
    { schema: { params: AnalyticsParams, response: { 200: BreakdownResponse } } },
    async (request) => analyticsService.breakdown(authOf(request).user.id, request.params.learnerId),
  );

  app.get(
    '/history/:learnerId',
    { schema: { params: AnalyticsParams, querystring: HistoryQuery, response: { 200: HistoryResponse } } },
    async (request) => analyticsService.history(authOf(request).user.id, request.params.learnerId, request.query),
  );

  app.get(
    '/rewards/:learnerId',
    { schema: { params: AnalyticsParams, querystring: RewardsQuery, response: { 200: RewardsResponse } } },
    async (request) =>
      analyticsService.rewards(authOf(request).user.id, request.params.learnerId, request.query.timeZone),
  );
};
