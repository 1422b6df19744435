import { defaultPlaySettings, type Learner, type PrefillResponse } from '@contract/learners.ts';
import type { GenerateQuizResponse } from '@contract/quiz.ts';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-stub.ts';
import { aLearner, FREE, PARENT } from '@/test/fixtures.ts';
import { renderInApp } from '@/test/render.tsx';
import { stubSpeech } from '@/test/speech-stub.ts';
import SafetyQuizPage from './safety-quiz-page.tsx';

const QUIZ: GenerateQuizResponse = {
  sessionId: 'q1',
  title: 'Everyday Safety',
  quizType: 'general-safety',
  childName: 'Maya',
  questions: [
    { question: 'Where do you cross the road?', options: ['At the crossing', 'Anywhere'], removedOptions: [] },
  ],
  questionCount: 1,
  isGenerating: false,
};

/** Maya, 6, active, with read-aloud as her parent set it on the learner form. */
function maya(readAloud: boolean): Learner {
  return aLearner({ age: 6, aiEnabled: false, playSettings: { ...defaultPlaySettings(6), readAloud } });
}

// The player loads its code on first use, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 30_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it.each([
  { readAloud: true, heard: ['Where do you cross the road?', '1. At the crossing', '2. Anywhere'] },
  { readAloud: false, heard: [] },
])(
  'a quiz made on the parent’s page reads aloud as set for the child (on: $readAloud)',
  async ({ readAloud, heard }) => {
    const spoken = stubSpeech();
    const prefill: PrefillResponse = {
      prefillData: { firstName: 'Maya', lastName: 'Jones', age: 6, country: 'UK' },
      hasExtendedInfo: false,
    };
    const server = stubFetch({
      'GET /api/auth/me': () => reply({ user: PARENT }),
      'GET /api/premium/status': () => reply(FREE),
      'GET /api/learners/active': () => reply({ learner: maya(readAloud) }),
      'GET /api/learners/l1/prefill': () => reply(prefill),
      'GET /api/analytics/rewards/l1': () => reply({ stars: 3, streakDays: 1 }),
      'GET /api/quota/status': () =>
        reply({
          userType: 'free',
          monthlySafetyQuizzes: { used: 0, limit: 5, remaining: 5 },
          activity: {
            daily: { used: 0, limit: 50 },
            weekly: { used: 0, limit: 200 },
            monthly: { used: 0, limit: 500 },
          },
        }),
      'POST /api/generate-category-quiz': () => reply(QUIZ),
    });
    const user = userEvent.setup();
    renderInApp(<SafetyQuizPage />, { path: '/general-safety' });

    await user.click(await screen.findByRole('button', { name: 'Generate Quiz' }));
    await screen.findByRole('heading', { name: 'Where do you cross the road?' });

    // The voice starts as the question opens (with its first part at once), then pauses a second between parts.
    await waitFor(() => expect(spoken).toEqual(heard));
    expect(screen.queryByRole('button', { name: 'Say it again' }) !== null).toBe(readAloud);
    expect(server.unanswered).toEqual([]);
  },
);
