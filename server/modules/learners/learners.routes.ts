import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActiveLearnerResponse,
  DeleteLearnerResponse,
  LearnerBody,
  LearnerParams,
  LearnerResponse,
  LearnersResponse,
  PrefillResponse,
} from '../../../contract/learners.ts';
import { KnowMyselfProgressResponse } from '../../../contract/quiz.ts';
import { authOf, type SessionCookie } from '../auth/session-cookie.ts';
import type { LearnersService } from './learners.service.ts';

export const learnersRoutes: FastifyPluginAsyncZod<{
  learnersService: LearnersService;
  sessionCookie: SessionCookie;
}> = async (app, { learnersService, sessionCookie }) => {
  app.addHook('onRequest', sessionCookie.requireUser);
  const userId = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get('/', { schema: { response: { 200: LearnersResponse } } }, async (request) => ({
    learners: await learnersService.list(userId(request)),
  }));

  app.post('/', { schema: { body: LearnerBody, response: { 201: LearnerResponse } } }, async (request, reply) => {
    const learner = await learnersService.create(userId(request), request.body);
    return reply.status(201).send({ learner });
  });

  app.get('/active', { schema: { response: { 200: ActiveLearnerResponse } } }, async (request) => ({
    learner: await learnersService.active(userId(request)),
  }));

  app.put(
    '/:id',
    { schema: { params: LearnerParams, body: LearnerBody, response: { 200: LearnerResponse } } },
    async (request) => ({
      learner: await learnersService.update(userId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    { schema: { params: LearnerParams, response: { 200: DeleteLearnerResponse } } },
    async (request) => {
      await learnersService.remove(userId(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/:id/activate',
    { schema: { params: LearnerParams, response: { 200: LearnerResponse } } },
    async (request) => ({
      learner: await learnersService.activate(userId(request), request.params.id),
    }),
  );

  app.get('/:id/prefill', { schema: { params: LearnerParams, response: { 200: PrefillResponse } } }, async (request) =>
    learnersService.prefill(userId(request), request.params.id),
  );

  app.get(
    '/:id/know-myself-progress',
    { schema: { params: LearnerParams, response: { 200: KnowMyselfProgressResponse } } },
    async (request) => learnersService.knowMyselfProgressView(userId(request), request.params.id),
  );
};
