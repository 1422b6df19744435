import type { PublicUser } from '@contract/auth.ts';
import type { PremiumStatus } from '@contract/billing.ts';
import type { LearnerSummary, PrefillResponse } from '@contract/learners.ts';
import type { QuizResponse, UnfinishedQuiz } from '@contract/quiz.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-stub.ts';
import { aLearner, FREE } from '@/test/fixtures.ts';
import { renderInApp } from '@/test/render.tsx';
import { pictureUrl } from '@/ui/picture.tsx';
import ChildSpacePage from './child-space-page.tsx';

const PARENT: PublicUser = { firstName: 'Alex', lastName: 'Parent', email: 'alex@example.com' };
const LILY: LearnerSummary = aLearner({ firstName: 'Lily', lastName: 'Smith', age: 5 });
const PREFILL: PrefillResponse = {
  prefillData: { firstName: 'Lily', lastName: 'Smith', age: 5, country: 'UK', city: 'Leeds' },
  hasExtendedInfo: true,
};
const UNFINISHED: UnfinishedQuiz = {
  sessionId: 's1',
  quizType: 'general-safety',
  title: 'Everyday Safety',
  currentQuestionIndex: 2,
  questionCount: 5,
};
const SESSION: QuizResponse = {
  sessionId: 's1',
  title: 'Everyday Safety',
  quizType: 'general-safety',
  childName: 'Lily',
  questions: ['Q1', 'Q2', 'Where do you cross the road?', 'Q4', 'Q5'].map((question) => ({
    question,
    options: ['At the crossing', 'Between parked cars'],
    removedOptions: [],
  })),
  questionCount: 5,
  isGenerating: false,
  generationStopped: false,
  currentQuestionIndex: 2,
  score: 1,
  isCompleted: false,
};

function renderSpace(unfinished: UnfinishedQuiz | null, { learner = LILY, status = FREE, stars = 0 } = {}) {
  const server = stubFetch({
    'GET /api/auth/me': () => reply({ user: PARENT }),
    'GET /api/learners': () => reply({ learners: [learner] }),
    'GET /api/premium/status': () => reply(status),
    'GET /api/learners/l1/prefill': () => reply(PREFILL),
    'GET /api/learners/l1/unfinished-quiz': () => reply({ quiz: unfinished }),
    'GET /api/analytics/rewards/l1': () => reply({ stars, streakDays: 0 }),
    'GET /api/quiz/s1': () => reply(SESSION),
  });
  renderInApp(
    <Routes>
      <Route path="/play/:learnerId" element={<ChildSpacePage />} />
    </Routes>,
    { path: '/play/l1' },
  );
  return server;
}

describe('the child’s own space', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('greets the child and shows the tiles for her age: no Online Safety at 5, no Carry on with nothing unfinished', async () => {
    const server = renderSpace(null);
    expect(await screen.findByRole('heading', { name: 'Hi Lily! What shall we play?' })).toBeTruthy();
    const tiles = within(screen.getByRole('list'))
      .getAllByRole('button')
      .map((tile) => tile.textContent);
    expect(tiles).toEqual(['Know Myself', 'Everyday Safety', 'Health and Care']);
    expect(server.unanswered).toEqual([]);
  });

  it('shows the parent’s topics on premium, less one the child is too young for', async () => {
    const topics = ['How to Start a YouTube Channel', 'Science Sparks'];
    const premium: PremiumStatus = { hasPremium: true, planType: 'monthly', paidUntil: null, endsAtPeriodEnd: false };
    renderSpace(null, { learner: { ...LILY, playSettings: { ...LILY.playSettings, topics } }, status: premium });
    expect(await screen.findByRole('button', { name: 'Science Sparks' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'How to Start a YouTube Channel' })).toBeNull();
  });

  it('shows each tile as a picture of what it is, named by its words, and her stars as stars', async () => {
    renderSpace(null, { stars: 7 });
    const tile = await screen.findByRole('button', { name: 'Everyday Safety' });
    const picture = within(tile).getByRole('img');
    expect(picture.getAttribute('alt')).toBe('Everyday Safety');
    expect(picture.getAttribute('src')).toBe(pictureUrl('vertical-traffic-light'));
    const stars = await screen.findByTestId('stars-collected');
    expect(within(stars).getByRole('img').getAttribute('alt')).toBe('7 stars');
    expect(stars.textContent).toBe('7');
  });

  it('offers the unfinished quiz first as Carry on, and carries on from the question the child was on', async () => {
    const server = renderSpace(UNFINISHED);
    const tiles = await screen.findAllByRole('button', { name: /Carry on|Know Myself|Everyday|Health/ });
    expect(tiles[0]?.textContent).toBe('Carry on2 of 5 done');
    // The game she left, with a play sign on it.
    expect(
      within(tiles[0] as HTMLElement)
        .getByRole('img', { name: 'Carry on' })
        .getAttribute('src'),
    ).toBe(pictureUrl('vertical-traffic-light'));

    fireEvent.click(tiles[0] as HTMLElement);

    await waitFor(() => expect(screen.getByText('Question 3 of 5')).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Where do you cross the road?');
    expect(server.bodiesTo('POST', '/api/generate-category-quiz')).toEqual([]);
    expect(server.unanswered).toEqual([]);
  });
});
