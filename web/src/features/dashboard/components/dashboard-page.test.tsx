import type { AnalyticsOverview } from '@contract/analytics.ts';
import type { PublicUser } from '@contract/auth.ts';
import type { PremiumStatus } from '@contract/billing.ts';
import type { LearnerSummary } from '@contract/learners.ts';
import type { KnowMyselfProgressResponse } from '@contract/quiz.ts';
import type { Rewards } from '@contract/rewards.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, type Routes, reply, stubFetch } from '@/test/fetch-stub.ts';
import { aLearner } from '@/test/fixtures.ts';
import { renderInApp } from '@/test/render.tsx';
import DashboardPage from './dashboard-page.tsx';

const PARENT: PublicUser = { firstName: 'Alex', lastName: 'Parent', email: 'alex@example.com' };

const learner = (overrides: Partial<LearnerSummary>): LearnerSummary =>
  aLearner({ firstName: 'Sam', lastName: 'Smith', isActive: false, ...overrides });

const SAM = learner({ id: 'l1', firstName: 'Sam', isActive: true });
const MIA = learner({ id: 'l2', firstName: 'Mia', age: 11, country: 'FR' });

const detail = (label: string, timesAsked: number, mastered: boolean) => ({
  detail: label.toLowerCase(),
  label,
  timesAsked,
  timesRight: mastered ? timesAsked : 0,
  mastered,
  status: mastered ? ('known' as const) : timesAsked > 0 ? ('learning' as const) : ('not-asked' as const),
  lastAsked: timesAsked > 0 ? '2026-11-20' : null,
  nextDue: timesAsked > 0 ? '2026-11-30' : null,
});

/** Sam has played Know Myself (knows the address, still learning the postcode); Mia has not. */
const KNOW_MYSELF: Record<string, KnowMyselfProgressResponse> = {
  l1: {
    details: [
      detail('Address', 3, true),
      detail("Mum's number", 2, true),
      detail('Postcode', 2, false),
      detail('School', 0, false),
    ],
  },
  l2: { details: [] },
};
const REWARDS: Record<string, Rewards> = { l1: { stars: 12, streakDays: 3 }, l2: { stars: 0, streakDays: 0 } };
const OVERVIEW: AnalyticsOverview = {
  recentQuizzes: [
    {
      id: 'q1',
      quizType: 'general-safety',
      quizSubtype: 'general-safety',
      title: 'Everyday Safety',
      score: 4,
      questionCount: 5,
      completedAt: '2026-11-24T16:00:00.000Z',
    },
  ],
  monthlyStats: { quizzesCompleted: 1, averageScore: 80, totalQuestions: 5 },
};
const FREE: PremiumStatus = { hasPremium: false, planType: null, paidUntil: null, endsAtPeriodEnd: false };

/** A signed-in parent on the free plan with Sam (active) and Mia. */
function signedInParent(): Routes {
  const perLearner = <T,>(path: (id: string) => string, answers: Record<string, T>): Routes =>
    Object.fromEntries(Object.entries(answers).map(([id, answer]) => [`GET ${path(id)}`, () => reply(answer)]));
  return {
    'GET /api/auth/me': () => reply({ user: PARENT }),
    'GET /api/learners': () => reply({ learners: [SAM, MIA] }),
    'GET /api/premium/status': () => reply(FREE),
    'GET /api/analytics/overview/l1': () => reply(OVERVIEW),
    ...perLearner((id) => `/api/analytics/rewards/${id}`, REWARDS),
    ...perLearner((id) => `/api/learners/${id}/know-myself-progress`, KNOW_MYSELF),
  };
}

async function learnerCards() {
  const profiles = await screen.findByRole('region', { name: 'Learner profiles' });
  const cards = await within(profiles).findAllByRole('listitem');
  return Object.fromEntries(cards.map((card) => [within(card).getByText(/Smith$/).textContent, card]));
}

describe('the dashboard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a card for each child with their age, country and what they can do', async () => {
    const server = stubFetch(signedInParent());
    renderInApp(<DashboardPage />, { path: '/dashboard' });

    const cards = await learnerCards();
    expect(Object.keys(cards)).toEqual(['Sam Smith', 'Mia Smith']);
    const sam = within(cards['Sam Smith'] as HTMLElement);
    const mia = within(cards['Mia Smith'] as HTMLElement);
    expect(sam.getByText('Age 8 · United Kingdom')).toBeTruthy();
    expect(mia.getByText('Age 11 · France')).toBeTruthy();
    expect(sam.getByText('Active')).toBeTruthy();
    expect(sam.queryByRole('button', { name: 'Make Active' })).toBeNull();
    expect(mia.getByRole('button', { name: 'Make Active' })).toBeTruthy();
    expect(await sam.findByText('12 stars collected')).toBeTruthy();
    expect(sam.getByText('3 days in a row')).toBeTruthy();

    const active = screen.getByRole('region', { name: 'Active learner' });
    expect(within(active).getByText('Sam')).toBeTruthy();
    expect(
      within(active)
        .getByRole('link', { name: /Start Learning Adventure/ })
        .getAttribute('href'),
    ).toBe('/safety-skills');
    await waitFor(() => expect(screen.getByText('Everyday Safety')).toBeTruthy());
    expect(server.unanswered).toEqual([]);
  });

  it('shows a refused delete in the dialog, beside its button, and keeps the learner', async () => {
    stubFetch({
      ...signedInParent(),
      'DELETE /api/learners/l2': () => errorReply('NOT_FOUND', 'Learner not found'),
    });
    renderInApp(<DashboardPage />, { path: '/dashboard' });
    const user = userEvent.setup();
    const mia = within((await learnerCards())['Mia Smith'] as HTMLElement);

    await user.click(mia.getByRole('button', { name: 'Delete Mia' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete learner' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect((await dialog.findByRole('alert')).textContent).toBe('Learner not found');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await user.click(mia.getByRole('button', { name: 'Delete Mia' }));
    expect(within(await screen.findByRole('dialog', { name: 'Delete learner' })).queryByRole('alert')).toBeNull();
  });

  it('says in words what a child knows of their own details, and nothing for a child who has not played', async () => {
    // Sam's answer waits for Mia's, so by the time Sam's line shows, Mia's answer has been shown too.
    let answerMia = () => {};
    const miaAnswered = new Promise<void>((resolve) => {
      answerMia = resolve;
    });
    stubFetch({
      ...signedInParent(),
      'GET /api/learners/l1/know-myself-progress': async () => {
        await miaAnswered;
        return reply(KNOW_MYSELF.l1);
      },
      'GET /api/learners/l2/know-myself-progress': () => {
        answerMia();
        return reply(KNOW_MYSELF.l2);
      },
    });
    renderInApp(<DashboardPage />, { path: '/dashboard' });

    const cards = await learnerCards();
    const label = await within(cards['Sam Smith'] as HTMLElement).findByText(/^Know Myself/);
    expect(label.closest('p')?.textContent).toBe(
      "Know Myself · Knows (right on two different days): address, Mum's number. Still learning: postcode.",
    );
    expect(within(cards['Mia Smith'] as HTMLElement).queryByText(/^Know Myself/)).toBeNull();
  });

  it('makes another child the active learner', async () => {
    let activeId = SAM.id;
    const withActive = (entry: LearnerSummary) => ({ ...entry, isActive: entry.id === activeId });
    stubFetch({
      ...signedInParent(),
      'GET /api/learners': () => reply({ learners: [SAM, MIA].map(withActive) }),
      'POST /api/learners/l2/activate': () => {
        activeId = MIA.id;
        return reply({ learner: withActive(MIA) });
      },
    });
    renderInApp(<DashboardPage />, { path: '/dashboard' });
    const cards = await learnerCards();

    await userEvent.click(within(cards['Mia Smith'] as HTMLElement).getByRole('button', { name: 'Make Active' }));

    const active = screen.getByRole('region', { name: 'Active learner' });
    await waitFor(() => expect(within(active).getByText('Mia')).toBeTruthy());
  });

  it('shows a refused Make Active on that child’s card, titled Error', async () => {
    stubFetch({
      ...signedInParent(),
      'POST /api/learners/l2/activate': () => errorReply('FORBIDDEN', 'This learner is read-only on the free plan.'),
    });
    renderInApp(<DashboardPage />, { path: '/dashboard' });
    const cards = await learnerCards();
    const mia = within(cards['Mia Smith'] as HTMLElement);

    await userEvent.click(mia.getByRole('button', { name: 'Make Active' }));

    expect((await mia.findByRole('alert')).textContent).toBe('ErrorThis learner is read-only on the free plan.');
    expect(within(cards['Sam Smith'] as HTMLElement).queryByRole('alert')).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    stubFetch({ 'GET /api/auth/me': () => errorReply('UNAUTHORIZED', 'Please sign in to continue.') });
    renderInApp(<DashboardPage />, { path: '/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Account Required' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Learner profiles' })).toBeNull();
  });
});
