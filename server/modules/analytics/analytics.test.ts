import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES, PROGRESS_WEEKS } from '../../../contract/analytics.ts';
import { REWARDS_MESSAGES, starsForScore } from '../../../contract/rewards.ts';
import { users } from '../../db/schema.ts';
import { cookieFrom, login, manualClock, signUpVerified, uniqueEmail } from '../../test/accounts.ts';
import { customQuizBody, safetyQuizBody } from '../../test/quiz-bodies.ts';
import { createTestApp, sameOrigin, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
const clock = manualClock(new Date('2026-10-30T10:00:00Z'));

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

async function parentWithLearner() {
  const email = uniqueEmail();
  let cookie = await signUpVerified(testApp, email);
  const headers = () => ({ ...sameOrigin, cookie });
  const learner = (
    await testApp.app.inject({
      method: 'POST',
      url: '/api/learners',
      headers: headers(),
      payload: { firstName: 'Zara', lastName: 'Okafor', age: 8, country: 'UK' },
    })
  ).json().learner as { id: string };
  const [user] = await testApp.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return {
    learner,
    userId: user?.id ?? '',
    call: (method: 'GET' | 'POST', url: string, payload?: object) =>
      testApp.app.inject({
        method,
        url,
        headers: payload ? headers() : { origin: sameOrigin.origin, cookie },
        payload,
      }),
    signInAgain: async () => {
      cookie = cookieFrom(await login(testApp, email));
    },
  };
}

type Parent = Awaited<ReturnType<typeof parentWithLearner>>;

const safetyQuiz = (category = 'general-safety') => ({
  path: '/api/generate-category-quiz',
  body: safetyQuizBody({ category }),
});
const popularQuiz = (subject: string) => ({ path: '/api/generate-custom-quiz', body: customQuizBody({ subject }) });

/** Plays a quiz through the API, answering option PICK each time; unfinished quizzes stop after two answers. */
async function playQuiz(
  parent: Parent,
  finish: boolean,
  quizRequest: { path: string; body: object } = safetyQuiz(),
  pick = 0,
) {
  const generated = await parent.call('POST', quizRequest.path, quizRequest.body);
  expect(generated.statusCode, generated.body).toBe(200);
  const quiz = generated.json() as { sessionId: string; questions: { options: string[] }[] };
  const answered = finish ? quiz.questions.length : 2;
  let score = 0;
  for (let index = 0; index < answered; index += 1) {
    const options = quiz.questions[index]?.options ?? [];
    const answer = (
      await parent.call('POST', `/api/quiz/${quiz.sessionId}/answer`, {
        questionIndex: index,
        selectedAnswer: options[pick % options.length] ?? '',
      })
    ).json();
    score = answer.newScore;
  }
  return { sessionId: quiz.sessionId, score, completedAt: clock() };
}

async function premiumParent(): Promise<Parent> {
  const parent = await parentWithLearner();
  await testApp.app.services.billing.recordSubscription(parent.userId, {
    status: 'active',
    planType: 'monthly',
    currentPeriodEnd: new Date(clock().getTime() + 400 * DAY_MS),
  });
  return parent;
}

const DAY_MS = 86_400_000;

describe('the analytics overview', () => {
  it('lists finished quizzes only, newest first, with this month’s totals', async () => {
    const parent = await parentWithLearner();
    const lastMonth = await playQuiz(parent, true);
    clock.advance(3 * 24 * 3600 * 1000); // into November
    await parent.signInAgain();
    const first = await playQuiz(parent, true);
    clock.advance(60_000);
    const second = await playQuiz(parent, true);
    await playQuiz(parent, false);

    const overview = (await parent.call('GET', `/api/analytics/overview/${parent.learner.id}`)).json();
    expect(overview.recentQuizzes.map((quiz: { id: string }) => quiz.id)).toEqual([
      second.sessionId,
      first.sessionId,
      lastMonth.sessionId,
    ]);
    expect(overview.recentQuizzes[0]).toMatchObject({
      quizType: 'general-safety',
      quizSubtype: 'general-safety',
      title: 'Everyday Safety',
      score: second.score,
      questionCount: 5,
    });
    expect(overview.monthlyStats).toEqual({
      quizzesCompleted: 2,
      averageScore: Math.round(((first.score + second.score) / 10) * 100),
      totalQuestions: 10,
    });
  });

  it('answers another account’s learner with 404, and needs a session (T29)', async () => {
    const a = await parentWithLearner();
    const b = await parentWithLearner();
    const response = await b.call('GET', `/api/analytics/overview/${a.learner.id}`);
    expect(response.statusCode).toBe(404);
    const anonymous = await testApp.app.inject({ method: 'GET', url: `/api/analytics/overview/${a.learner.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the analytics breakdown', () => {
  it('is premium: a free account gets 403 for its own learner, and another account’s learner is 404 (T35)', async () => {
    const free = await parentWithLearner();
    const response = await free.call('GET', `/api/analytics/breakdown/${free.learner.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PREMIUM_REQUIRED', error: ANALYTICS_MESSAGES.breakdownPremium });
    const premium = await premiumParent();
    expect((await premium.call('GET', `/api/analytics/breakdown/${free.learner.id}`)).statusCode).toBe(404);
  });

  it('counts finished quizzes per category with their average, and the weeks’ progress', async () => {
    const parent = await premiumParent();
    const empty = (await parent.call('GET', `/api/analytics/breakdown/${parent.learner.id}`)).json();
    expect(empty.categoryBreakdown).toEqual({});
    expect(empty.weeklyProgress).toHaveLength(PROGRESS_WEEKS);
    expect(empty.weeklyProgress.every((week: { quizzes: number }) => week.quizzes === 0)).toBe(true);

    const everyday = [await playQuiz(parent, true, safetyQuiz(), 0), await playQuiz(parent, true, safetyQuiz(), 1)];
    const online = await playQuiz(parent, true, safetyQuiz('digital-safety'), 2);
    const space = await playQuiz(parent, true, popularQuiz('Space and Planets Quiz'), 0);
    await playQuiz(parent, false, safetyQuiz('health-hygiene'));

    const breakdown = (await parent.call('GET', `/api/analytics/breakdown/${parent.learner.id}`)).json();
    const percent = (score: number) => (score / 5) * 100;
    expect(breakdown.categoryBreakdown).toEqual({
      'Everyday Safety': {
        count: 2,
        averageScore: Math.round((percent(everyday[0]?.score ?? 0) + percent(everyday[1]?.score ?? 0)) / 2),
      },
      'Online Safety': { count: 1, averageScore: Math.round(percent(online.score)) },
      'Real Life and Ready': { count: 1, averageScore: Math.round(percent(space.score)) },
    });
    const thisWeek = breakdown.weeklyProgress.at(-1);
    expect(thisWeek.quizzes).toBe(4);
    const scores = [...everyday, online, space].map((quiz) => percent(quiz.score));
    expect(thisWeek.averageScore).toBe(Math.round(scores.reduce((sum, value) => sum + value, 0) / scores.length));
    expect(new Date(thisWeek.weekStart).getUTCDay()).toBe(1);
  });
});

describe('the quiz history', () => {
  it('is premium, for the account’s own learners only (T35)', async () => {
    const free = await parentWithLearner();
    const response = await free.call('GET', `/api/analytics/history/${free.learner.id}?period=all`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PREMIUM_REQUIRED', error: ANALYTICS_MESSAGES.historyPremium });
    const premium = await premiumParent();
    expect((await premium.call('GET', `/api/analytics/history/${free.learner.id}`)).statusCode).toBe(404);
    const anonymous = await testApp.app.inject({ method: 'GET', url: `/api/analytics/history/${free.learner.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers finished quizzes newest first, each with the review the results page shows', async () => {
    const parent = await premiumParent();
    const none = (await parent.call('GET', `/api/analytics/history/${parent.learner.id}?period=30`)).json();
    expect(none).toEqual({ quizHistory: [], truncated: false });

    const older = await playQuiz(parent, true, safetyQuiz(), 0);
    clock.advance(60_000);
    const newer = await playQuiz(parent, true, popularQuiz('Space and Planets Quiz'), 1);
    await playQuiz(parent, false);
    const history = (await parent.call('GET', `/api/analytics/history/${parent.learner.id}?period=all`)).json();
    expect(history.truncated).toBe(false);
    expect(history.quizHistory.map((entry: { id: string }) => entry.id)).toEqual([newer.sessionId, older.sessionId]);
    const [latest] = history.quizHistory;
    expect(latest).toMatchObject({
      title: 'Space and Planets Quiz',
      quizType: 'custom',
      score: newer.score,
      questionCount: 5,
      completedAt: newer.completedAt.toISOString(),
    });
    const results = (await parent.call('GET', `/api/quiz/${newer.sessionId}/results`)).json();
    expect(latest.questionsData).toEqual(
      results.questionsWithAnswers.map(
        (question: {
          question: string;
          correctAnswer: string;
          userAnswer: string;
          isCorrect: boolean;
          explanation: string;
        }) => ({
          question: question.question,
          correctAnswer: question.correctAnswer,
          selectedAnswer: question.userAnswer,
          isCorrect: question.isCorrect,
          explanation: question.explanation,
        }),
      ),
    );
  });

  it('includes quizzes completed exactly at either end of the range, and nothing outside it', async () => {
    const parent = await premiumParent();
    clock.advance(DAY_MS);
    const atStart = await playQuiz(parent, true);
    clock.advance(DAY_MS);
    const inside = await playQuiz(parent, true);
    clock.advance(DAY_MS);
    const atEnd = await playQuiz(parent, true);
    clock.advance(1);
    await playQuiz(parent, true);

    const ids = async (query: string) =>
      (await parent.call('GET', `/api/analytics/history/${parent.learner.id}?${query}`))
        .json()
        .quizHistory.map((entry: { id: string }) => entry.id);
    const range = (from: Date, to: Date) =>
      `startDate=${encodeURIComponent(from.toISOString())}&endDate=${encodeURIComponent(to.toISOString())}`;
    expect(await ids(range(atStart.completedAt, atEnd.completedAt))).toEqual([
      atEnd.sessionId,
      inside.sessionId,
      atStart.sessionId,
    ]);
    const justInside = new Date(atStart.completedAt.getTime() + 1);
    const justBeforeEnd = new Date(atEnd.completedAt.getTime() - 1);
    expect(await ids(range(justInside, justBeforeEnd))).toEqual([inside.sessionId]);
  });

  it('reads a period as its last N days up to now', async () => {
    const parent = await premiumParent();
    const old = await playQuiz(parent, true);
    clock.advance(31 * DAY_MS);
    await parent.signInAgain();
    const recent = await playQuiz(parent, true);
    clock.advance(DAY_MS);
    const ids = async (period: string) =>
      (await parent.call('GET', `/api/analytics/history/${parent.learner.id}?period=${period}`))
        .json()
        .quizHistory.map((entry: { id: string }) => entry.id);
    expect(await ids('30')).toEqual([recent.sessionId]);
    expect(await ids('90')).toEqual([recent.sessionId, old.sessionId]);
    expect(await ids('all')).toEqual([recent.sessionId, old.sessionId]);
  });

  it('refuses bad dates, a reversed range and unknown periods with a clear 400', async () => {
    const parent = await premiumParent();
    const url = `/api/analytics/history/${parent.learner.id}`;
    const cases: [string, string][] = [
      ['startDate=yesterday', ANALYTICS_MESSAGES.badDate],
      ['endDate=2026-13-45T00:00:00Z', ANALYTICS_MESSAGES.badDate],
      ['startDate=2026-11-22T00:00:00Z&endDate=2026-11-01T00:00:00Z', ANALYTICS_MESSAGES.badRange],
      ['period=7', ANALYTICS_MESSAGES.badPeriod],
    ];
    for (const [query, message] of cases) {
      const response = await parent.call('GET', `${url}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBe(message);
    }
  });
});

describe('a learner’s stars and days in a row', () => {
  const rewardsOf = async (parent: Parent, timeZone = 'Europe/London') =>
    (await parent.call('GET', `/api/analytics/rewards/${parent.learner.id}?timeZone=${timeZone}`)).json();

  it('adds the stars of every finished quiz and counts the days played in a row, on any plan', async () => {
    const parent = await parentWithLearner();
    expect(await rewardsOf(parent)).toEqual({ stars: 0, streakDays: 0 });
    const first = await playQuiz(parent, true, safetyQuiz(), 0);
    await playQuiz(parent, false);
    expect(await rewardsOf(parent)).toEqual({ stars: starsForScore(first.score, 5), streakDays: 1 });

    clock.advance(DAY_MS);
    await parent.signInAgain();
    const second = await playQuiz(parent, true, safetyQuiz(), 1);
    const stars = starsForScore(first.score, 5) + starsForScore(second.score, 5);
    expect(await rewardsOf(parent)).toEqual({ stars, streakDays: 2 });

    // A missed day starts a new run; the stars stay.
    clock.advance(2 * DAY_MS);
    await parent.signInAgain();
    expect(await rewardsOf(parent)).toEqual({ stars, streakDays: 0 });
  });

  it('refuses a time zone it does not know with 400, and another account’s learner with 404', async () => {
    const a = await parentWithLearner();
    const b = await parentWithLearner();
    for (const query of ['timeZone=Mars%2FOlympus', 'timeZone=']) {
      const response = await a.call('GET', `/api/analytics/rewards/${a.learner.id}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBe(REWARDS_MESSAGES.badTimeZone);
    }
    expect((await b.call('GET', `/api/analytics/rewards/${a.learner.id}`)).statusCode).toBe(404);
    expect((await a.call('GET', `/api/analytics/rewards/${a.learner.id}`)).json()).toEqual({ stars: 0, streakDays: 0 });
  });
});
