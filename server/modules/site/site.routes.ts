import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteResponse } from '../../../contract/site.ts';
import type { Config } from '../../config.ts';

export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get('/site', { schema: { response: { 200: SiteResponse } } }, async () => ({
    contactEmail: config.contactEmail,
    customQuizzesAvailable: config.ai.kind !== 'none',
  }));
};
