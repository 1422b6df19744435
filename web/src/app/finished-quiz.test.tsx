import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { aLearner } from '@/test/fixtures.ts';
import { AppRoutes } from './router.tsx';

const LEARNER = aLearner({ id: 'learner-1', age: 7, aiEnabled: false });
const QUESTION = {
  question: 'A stranger offers you sweets. What do you do?',
  options: ['Say no and tell a grown-up', 'Take them quietly'],
  removedOptions: [],
};
const FINISHED_QUIZ = {
  id: 'quiz-1',
  title: 'Stranger Safety',
  quizType: 'general-safety',
  quizSubtype: 'general-safety',
  score: 0,
  questionCount: 1,
  completedAt: '2026-11-25T18:00:00.000Z',
};

/**
 * The API as the parent's and the child's pages call it, for one learner whose one-question quiz
 * is under way. Once the answer finishes the quiz, the analytics include it; `isHeld` then keeps
 * every later request for progress unanswered, so a page can only show what its cache holds.
 */
function fakeApi() {
  const state = { isFinished: false, isHeld: false, progressServedAfterFinish: new Set<string>() };
  const answers: Record<string, () => unknown> = {
    'GET /api/auth/me': () => ({ user: { firstName: 'Sam', lastName: 'Jones', email: 'sam@example.com' } }),
    'GET /api/premium/status': () => ({
      hasPremium: true,
      planType: 'monthly',
      paidUntil: '2026-12-25T00:00:00.000Z',
      endsAtPeriodEnd: false,
    }),
    'GET /api/learners': () => ({ learners: [LEARNER] }),
    'GET /api/learners/active': () => ({ learner: LEARNER }),
    'GET /api/quiz/quiz-1': () => ({
      sessionId: 'quiz-1',
      title: FINISHED_QUIZ.title,
      quizType: 'general-safety',
      childName: 'Maya',
      questions: [QUESTION],
      questionCount: 1,
      isGenerating: false,
      generationStopped: false,
      currentQuestionIndex: 0,
      score: 0,
      isCompleted: state.isFinished,
    }),
    'POST /api/quiz/quiz-1/answer': () => {
      state.isFinished = true;
      return {
        newScore: 0,
        currentQuestionIndex: 0,
        isCompleted: true,
        isCorrect: false,
        correctAnswer: 'Say no and tell a grown-up',
        explanation: 'A grown-up you trust helps you stay safe.',
      };
    },
    'GET /api/quiz/quiz-1/results': () => ({
      score: 0,
      total: 1,
      percentage: 0,
      strengths: [],
      improvements: [],
      feedback: 'Keep practising!',
      questionsWithAnswers: [],
    }),
  };
  const progress: Record<string, () => unknown> = {
    '/api/analytics/overview/learner-1': () => ({
      recentQuizzes: state.isFinished ? [FINISHED_QUIZ] : [],
      monthlyStats: {
        quizzesCompleted: state.isFinished ? 1 : 0,
        averageScore: 0,
        totalQuestions: state.isFinished ? 1 : 0,
      },
    }),
    '/api/analytics/breakdown/learner-1': () => ({
      categoryBreakdown: state.isFinished ? { 'Everyday Safety': { count: 1, averageScore: 0 } } : {},
      weeklyProgress: [],
    }),
    '/api/analytics/history/learner-1': () => ({
      quizHistory: state.isFinished ? [FINISHED_QUIZ] : [],
      truncated: false,
    }),
    '/api/analytics/rewards/learner-1': () => ({ stars: state.isFinished ? 2 : 0, streakDays: 1 }),
    '/api/learners/learner-1/know-myself-progress': () => ({ details: [] }),
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const { pathname } = new URL(input, 'http://localhost');
    const progressAnswer = progress[pathname];
    if (progressAnswer) {
      if (state.isHeld) return new Promise<Response>(() => {});
      if (state.isFinished) state.progressServedAfterFinish.add(pathname);
      return json(progressAnswer());
    }
    const answer = answers[`${init?.method ?? 'GET'} ${pathname}`];
    return answer ? json(answer()) : json({ error: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  return { state, progressPaths: Object.keys(progress), fetch };
}

// Pages load their code on first visit, which takes a while on a busy machine: a guard against a hang.
configure({ asyncUtilTimeout: 60_000 });

let api: ReturnType<typeof fakeApi>;
let navigate: NavigateFunction;

function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('a finished quiz refreshes the history, analytics and stars the parent’s pages show', async () => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <CaptureNavigate />
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );

  // The parent looks at the dashboard and the history before the child plays.
  expect(await screen.findByText(/No quizzes yet/)).toBeTruthy();
  expect(screen.queryByText(/stars? collected/)).toBeNull();
  await act(() => navigate('/quiz-history?learner=learner-1'));
  expect(await screen.findByText('No quizzes found')).toBeTruthy();

  // The child plays the quiz to its end.
  await act(() => navigate('/general-safety?quiz=quiz-1'));
  await user.click(await screen.findByRole('button', { name: /Take them quietly/ }));
  await user.click(await screen.findByRole('button', { name: /See my results/ }));
  expect(await screen.findByRole('heading', { name: 'You finished the quiz!' })).toBeTruthy();

  // Every progress answer the parent's pages had cached is asked again as the results open...
  await waitFor(() => expect([...api.state.progressServedAfterFinish].sort()).toEqual([...api.progressPaths].sort()));

  // ...so with the API now silent, each page shows the finished quiz from what it already has.
  api.state.isHeld = true;
  await act(() => navigate('/dashboard'));
  const recent = await screen.findByRole('heading', { name: 'Maya’s recent quizzes' });
  expect(within(recent.parentElement as HTMLElement).getByText(FINISHED_QUIZ.title)).toBeTruthy();
  expect(screen.getByText('2 stars collected')).toBeTruthy();
  await act(() => navigate('/quiz-history?learner=learner-1'));
  expect(await screen.findByText(FINISHED_QUIZ.title)).toBeTruthy();
  expect(screen.getByText('1 quiz')).toBeTruthy();
});
