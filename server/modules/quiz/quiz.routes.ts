import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LearnerParams } from '../../../contract/learners.ts';
import {
  AnswerBody,
  AnswerResponse,
  CategoryQuizBody,
  CustomQuizBody,
  GenerateQuizResponse,
  HintBody,
  HintResponse,
  QuizParams,
  QuizQuery,
  QuizResponse,
  QuotaStatusResponse,
  ResetResponse,
  ResultsResponse,
  UnfinishedQuizResponse,
} from '../../../contract/quiz.ts';
import { authOf, type SessionCookie } from '../auth/session-cookie.ts';
import type { QuizService } from './quiz.service.ts';

// The API calls a quiz's id `sessionId` in its paths and payloads; from here inwards it is the quiz id.
export const quizRoutes: FastifyPluginAsyncZod<{ quizService: QuizService; sessionCookie: SessionCookie }> = async (
  app,
  { quizService, sessionCookie },
) => {
  app.addHook('onRequest', sessionCookie.requireUser);
  const userId = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.post(
    '/generate-category-quiz',
    { schema: { body: CategoryQuizBody, response: { 200: GenerateQuizResponse } } },
    async (request) => quizService.generateCategoryQuiz(userId(request), request.body),
  );

  app.post(
    '/generate-custom-quiz',
    { schema: { body: CustomQuizBody, response: { 200: GenerateQuizResponse } } },
    async (request) => quizService.generateCustomQuiz(userId(request), request.body),
  );

  app.get(
    '/quiz/:sessionId',
    { schema: { params: QuizParams, querystring: QuizQuery, response: { 200: QuizResponse } } },
    async (request) => quizService.get(userId(request), request.params.sessionId, request.query.after),
  );

  app.get(
    '/learners/:id/unfinished-quiz',
    { schema: { params: LearnerParams, response: { 200: UnfinishedQuizResponse } } },
    async (request) => ({ quiz: await quizService.unfinished(userId(request), request.params.id) }),
  );

  app.post(
    '/quiz/:sessionId/answer',
    { schema: { params: QuizParams, body: AnswerBody, response: { 200: AnswerResponse } } },
    async (request) =>
      quizService.answer(
        userId(request),
        request.params.sessionId,
        request.body.questionIndex,
        request.body.selectedAnswer,
      ),
  );

  app.post(
    '/quiz/:sessionId/hint',
    { schema: { params: QuizParams, body: HintBody, response: { 200: HintResponse } } },
    async (request) => quizService.hint(userId(request), request.params.sessionId, request.body.questionIndex),
  );

  app.get(
    '/quiz/:sessionId/results',
    { schema: { params: QuizParams, response: { 200: ResultsResponse } } },
    async (request) => quizService.results(userId(request), request.params.sessionId),
  );

  app.post(
    '/quiz/:sessionId/reset',
    { schema: { params: QuizParams, response: { 200: ResetResponse } } },
    async (request) => {
      const { quizId } = await quizService.reset(userId(request), request.params.sessionId);
      return { success: true as const, sessionId: quizId, currentQuestionIndex: 0 as const, score: 0 as const };
    },
  );

  app.get('/quota/status', { schema: { response: { 200: QuotaStatusResponse } } }, async (request) =>
    quizService.quota(userId(request)),
  );
};
