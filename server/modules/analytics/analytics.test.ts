import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { cookieFrom, login, manualClock, signUpVerified, uniqueEmail } from '../../test/accounts.ts';
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

async function playQuiz(parent: Awaited<ReturnType<typeof parentWithLearner>>, finish: boolean) {
  const quiz = (
    await parent.call('POST', '/api/generate-category-quiz', {
      category: 'general-safety',
      firstName: 'Zara',
      lastName: 'Okafor',
      ageBracket: '7-9',
      country: 'UK',
      numQuestions: 5,
      difficultyLevel: 'Easy',
    })
  ).json() as { sessionId: string; questions: { options: string[] }[] };
  const answered = finish ? quiz.questions.length : 2;
  let score = 0;
  for (let index = 0; index < answered; index += 1) {
    const answer = (
      await parent.call('POST', `/api/quiz/${quiz.sessionId}/answer`, {
        questionIndex: index,
        selectedAnswer: quiz.questions[index]?.options[0] ?? '',
      })
    ).json();
    score = answer.newScore;
  }
  return { sessionId: quiz.sessionId, score };
}

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

  it('answers another account’s learner with 404, and needs a session', async () => {
    const a = await parentWithLearner();
    const b = await parentWithLearner();
    const response = await b.call('GET', `/api/analytics/overview/${a.learner.id}`);
    expect(response.statusCode).toBe(404);
    const anonymous = await testApp.app.inject({ method: 'GET', url: `/api/analytics/overview/${a.learner.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
