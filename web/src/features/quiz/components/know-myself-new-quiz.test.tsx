import type { PremiumStatus } from '@contract/billing.ts';
import type { Learner, LearnerDetails, PrefillResponse } from '@contract/learners.ts';
import type { AnswerResponse, GenerateQuizResponse, QuizResults } from '@contract/quiz.ts';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { errorReply, reply, stubFetch } from '@/test/fetch-stub.ts';
import { aLearner, PARENT } from '@/test/fixtures.ts';
import { renderInApp } from '@/test/render.tsx';
import { setSelectValuesAsText } from '@/test/select-value.ts';
import SafetyQuizPage from './safety-quiz-page.tsx';

const MAYA: Learner = aLearner({ age: 6, aiEnabled: false });
const FREE: PremiumStatus = { hasPremium: false, planType: null, paidUntil: null, endsAtPeriodEnd: false };
const QUIZ: GenerateQuizResponse = {
  sessionId: 'q1',
  title: 'Know Myself',
  quizType: 'personal-info',
  childName: 'Maya',
  questions: [{ question: 'What is your first name?', options: ['Maya', 'Lily', 'Ava'], removedOptions: [] }],
  questionCount: 1,
  isGenerating: false,
};
/** A not-quite answer: the player waits for the tap that opens the results. */
const NOT_QUITE: AnswerResponse = {
  newScore: 0,
  currentQuestionIndex: 0,
  isCompleted: true,
  isCorrect: false,
  correctAnswer: 'Maya',
  explanation: 'That is your name.',
};
const RESULTS: QuizResults = {
  score: 0,
  total: 1,
  percentage: 0,
  strengths: [],
  improvements: [],
  feedback: 'Keep going!',
  questionsWithAnswers: [],
};

/**
 * The API for a free parent with Maya, whose details are saved by her first Know Myself quiz (as
 * the server does), and whose quizzes are one question long.
 */
function api() {
  let saved: LearnerDetails = {};
  const prefill = (): PrefillResponse => ({
    prefillData: { firstName: 'Maya', lastName: 'Jones', age: 6, country: 'UK', ...saved },
    hasExtendedInfo: Object.keys(saved).length > 0,
  });
  return stubFetch({
    'GET /api/auth/me': () => reply({ user: PARENT }),
    'GET /api/premium/status': () => reply(FREE),
    'GET /api/learners/active': () => reply({ learner: MAYA }),
    'GET /api/learners/l1/prefill': () => reply(prefill()),
    'GET /api/analytics/rewards/l1': () => reply({ stars: 3, streakDays: 1 }),
    'POST /api/generate-category-quiz': ({ body }) => {
      const { homeAddress, city, parent1Name, parent1Phone } = body as LearnerDetails;
      saved = { ...saved, homeAddress, city, parent1Name, parent1Phone };
      return reply(QUIZ);
    },
    'POST /api/quiz/q1/answer': () => reply(NOT_QUITE),
    'GET /api/quiz/q1/results': () => reply(RESULTS),
  });
}

const shownValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;

// The player and results load their code on first use, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 30_000 });
beforeAll(setSelectValuesAsText);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('"Create New Quiz" after Know Myself keeps the details and settings, and sends them again (issue 29)', async () => {
  const sent = api();
  const user = userEvent.setup();
  renderInApp(<SafetyQuizPage />, { path: '/personal-info-recall' });

  // The first quiz: the parent enters the details and picks 5 questions.
  await user.type(await screen.findByLabelText('Home address (with postcode or ZIP code)'), '12 Oak Road, Leeds');
  await user.type(screen.getByLabelText('Town or city'), 'Leeds');
  await user.type(screen.getByLabelText('Grown-up 1: name'), 'Sam Jones');
  await user.type(screen.getByLabelText('Grown-up 1: phone'), '07123 456789');
  await user.selectOptions(screen.getByLabelText('Number of questions'), '5');
  await user.selectOptions(screen.getByLabelText('Difficulty'), 'Hard');
  await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));

  // Maya plays it to the end.
  await user.click(await screen.findByRole('button', { name: /Lily/ }));
  await user.click(await screen.findByRole('button', { name: /See my results/ }));
  await user.click(await screen.findByRole('button', { name: 'Create New Quiz' }));

  // The form opens as it was sent, not empty and not back to 10 questions.
  await waitFor(() => expect(shownValue('Home address (with postcode or ZIP code)')).toBe('12 Oak Road, Leeds'));
  expect(shownValue('First name')).toBe('Maya');
  expect(shownValue('Town or city')).toBe('Leeds');
  expect(shownValue('Grown-up 1: phone')).toBe('07123 456789');
  expect(shownValue('Number of questions')).toBe('5');
  expect(shownValue('Difficulty')).toBe('Hard');

  // The next quiz is made from all of them.
  await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));
  await waitFor(() => expect(sent.bodiesTo('POST', '/api/generate-category-quiz')).toHaveLength(2));
  expect(sent.bodiesTo('POST', '/api/generate-category-quiz')[1]).toMatchObject({
    category: 'personal-info-recall',
    firstName: 'Maya',
    homeAddress: '12 Oak Road, Leeds',
    city: 'Leeds',
    parent1Phone: '07123 456789',
    numQuestions: 5,
    difficultyLevel: 'Hard',
  });
  expect(sent.unanswered).toEqual([]);
});

it('tells a failed quiz as “Generation Failed” beside Generate Quiz, keeps the form, and clears it on the next try', async () => {
  let refuse = true;
  stubFetch({
    'GET /api/auth/me': () => reply({ user: PARENT }),
    'GET /api/premium/status': () => reply(FREE),
    'GET /api/learners/active': () => reply({ learner: MAYA }),
    'GET /api/learners/l1/prefill': () =>
      reply({ prefillData: { firstName: 'Maya', lastName: 'Jones', age: 6, country: 'UK' }, hasExtendedInfo: false }),
    'GET /api/analytics/rewards/l1': () => reply({ stars: 3, streakDays: 1 }),
    'POST /api/generate-category-quiz': () =>
      refuse
        ? errorReply('SERVICE_UNAVAILABLE', 'Failed to generate quiz. Please try again.')
        : new Promise<Response>(() => {}),
  });
  const user = userEvent.setup();
  renderInApp(<SafetyQuizPage />, { path: '/general-safety' });

  await user.click(await screen.findByRole('button', { name: 'Generate Quiz' }));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('Generation FailedFailed to generate quiz. Please try again.');
  expect(alert.nextElementSibling?.textContent).toBe('Generate Quiz');
  refuse = false;
  await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});
