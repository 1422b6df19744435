import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearnerCountry } from '../../../contract/constants.ts';
import { QUIZ_MESSAGES } from '../../../contract/quiz.ts';
import { quizQuestions, quizzes } from '../../db/schema.ts';
import {
  type ApiMethod,
  callAs,
  cookieFrom,
  login,
  manualClock,
  signUpParent,
  type TestParent,
} from '../../test/accounts.ts';
import { safetyQuizBody } from '../../test/quiz-bodies.ts';
import { createTestApp, sameOrigin, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
const clock = manualClock(new Date('2026-11-10T10:00:00Z'));

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

type Parent = TestParent;

async function parent(
  plan: 'free' | 'premium' = 'free',
  withLearner = true,
  age = 8,
  country: LearnerCountry = 'UK',
): Promise<Parent> {
  const who = await signUpParent(testApp, plan, clock());
  if (withLearner) {
    const created = await call(who, 'POST', '/api/learners', {
      firstName: 'Zara',
      lastName: 'Okafor',
      age,
      country,
    });
    if (created.statusCode !== 201) throw new Error(created.body);
  }
  return who;
}

const call = (who: Parent, method: ApiMethod, url: string, payload?: unknown) =>
  callAs(testApp, who, method, url, payload);

const safety = safetyQuizBody;

const knowMyself = (overrides: Record<string, unknown> = {}) => ({
  category: 'personal-info-recall',
  firstName: 'Zara',
  lastName: 'Okafor',
  age: 8,
  country: 'UK',
  numQuestions: 10,
  difficultyLevel: 'Normal',
  homeAddress: '12 Oak Road, Leeds LS6 2AB',
  city: 'Leeds',
  parent1Name: 'Ngozi Okafor',
  parent1Phone: '07123 456789',
  parent1RelationshipType: 'Mum',
  ...overrides,
});

async function generate(who: Parent, body: object = safety()) {
  const response = await call(who, 'POST', '/api/generate-category-quiz', body);
  if (response.statusCode !== 200) throw new Error(`generate failed: ${response.body}`);
  return response.json() as {
    sessionId: string;
    questions: { question: string; options: string[] }[];
    childName: string;
    title: string;
  };
}

/** A quiz started and its first question answered: from then on it counts toward a free allowance. */
async function play(who: Parent, body: object = safety()) {
  const quiz = await generate(who, body);
  const answered = await call(who, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
    questionIndex: 0,
    selectedAnswer: quiz.questions[0]?.options[0],
  });
  if (answered.statusCode !== 200) throw new Error(`answer failed: ${answered.body}`);
  return quiz;
}

const firstAnswer = (who: Parent, quiz: { sessionId: string; questions: { options: string[] }[] }) =>
  call(who, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
    questionIndex: 0,
    selectedAnswer: quiz.questions[0]?.options[0],
  });

describe('generating a safety quiz', () => {
  it('answers the questions without correct answers or explanations (T33)', async () => {
    const a = await parent();
    const quiz = await generate(a);
    expect(quiz.title).toBe('Everyday Safety');
    expect(quiz.childName).toBe('Zara');
    expect(quiz.questions).toHaveLength(5);
    for (const question of quiz.questions) {
      expect(Object.keys(question).sort()).toEqual(['options', 'question', 'removedOptions']);
    }
  });

  it('needs a learner profile', async () => {
    const a = await parent('free', false);
    const response = await call(a, 'POST', '/api/generate-category-quiz', safety());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Please add a learner profile on your dashboard first.',
      code: 'BAD_REQUEST',
    });
  });

  it('refuses bad input with its message and stores nothing (T38)', async () => {
    const a = await parent();
    const cases: [object, string][] = [
      [knowMyself({ firstName: '' }), 'First name is required'],
      [knowMyself({ lastName: ' ' }), 'Last name is required'],
      [knowMyself({ difficultyLevel: 'Medium' }), 'Choose a difficulty from the list'],
      [knowMyself({ numQuestions: 25 }), 'Choose a number of questions from the list'],
      [knowMyself({ age: undefined }), 'Minimum age is 4'],
      [safety({ difficultyLevel: 'Normal' }), 'Choose a difficulty from the list'],
      [safety({ ageBracket: undefined }), 'Choose an age group from the list'],
      [safety({ firstName: 'Zara' }), 'Unrecognized key: "firstName"'],
      [safety({ country: 'Narnia' }), 'Please select a country'],
      [safety({ numQuestions: 7 }), 'Choose a number of questions from the list'],
      [safety({ difficultyLevel: 'Advanced' }), 'Choose a difficulty from the list'],
      [safety({ ageBracket: '3-5' }), 'Choose an age group from the list'],
      [safety({ category: 'digital-safety', ageBracket: '4-6' }), 'Online Safety starts at age 7'],
      [knowMyself({ age: 3 }), 'Minimum age is 4'],
      [knowMyself({ age: 17 }), 'Maximum age is 16'],
      [safety({ category: 'cooking' }), 'Choose a quiz category'],
    ];
    for (const [body, message] of cases) {
      const response = await call(a, 'POST', '/api/generate-category-quiz', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error, message).toContain(message);
    }
    const quota = (await call(a, 'GET', '/api/quota/status')).json();
    expect(quota.monthlySafetyQuizzes.used).toBe(0);
  });
});

describe('the free plan on the server (T35, T36, T37)', () => {
  it('allows safety quizzes of 5 questions only', async () => {
    const a = await parent();
    const longer = await call(a, 'POST', '/api/generate-category-quiz', safety({ numQuestions: 10 }));
    expect(longer.statusCode).toBe(403);
    expect(longer.json()).toEqual({
      error: 'Want longer quizzes? Upgrade to premium and unlock up to 25 questions per quiz.',
      code: 'PREMIUM_REQUIRED',
    });
  });

  it('allows Know Myself with 5 or 10 questions, and ignores the premium sections', async () => {
    const a = await parent();
    expect((await call(a, 'POST', '/api/generate-category-quiz', knowMyself({ numQuestions: 15 }))).statusCode).toBe(
      403,
    );
    const quiz = await generate(
      a,
      knowMyself({
        schoolName: 'Hillside Primary',
        siblings: [{ type: 'Brother', name: 'Tobi' }],
        importantInfo: ['Asthma'],
      }),
    );
    expect(quiz.title).toBe('Know Myself');
    const learner = (await call(a, 'GET', '/api/learners/active')).json().learner;
    const prefill = (await call(a, 'GET', `/api/learners/${learner.id}/prefill`)).json();
    expect(prefill.prefillData).toMatchObject({
      homeAddress: '12 Oak Road, Leeds LS6 2AB',
      parent1Name: 'Ngozi Okafor',
    });
    expect(prefill.prefillData.schoolName).toBeUndefined();
    expect(prefill.prefillData.siblings).toBeUndefined();
  });

  it('refuses Brain Booster (T35)', async () => {
    const a = await parent();
    const response = await call(a, 'POST', '/api/generate-custom-quiz', {
      subject: 'Times Tables Training',
      childAge: 8,
      country: 'UK',
      numQuestions: 5,
      difficultyLevel: 'Easy',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(
      'Popular Topic and Custom quizzes require premium access. Upgrade to unlock all question counts.',
    );
  });

  it('allows 5 safety quizzes a month; Know Myself and failures do not count; a new month starts afresh (T36)', async () => {
    const a = await parent();
    for (let index = 0; index < 5; index += 1) await play(a);
    await play(a, knowMyself());
    const sixth = await call(a, 'POST', '/api/generate-category-quiz', safety());
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error).toContain('monthly limit');
    expect(sixth.json().code).toBe('MONTHLY_LIMIT');
    expect((await call(a, 'POST', '/api/generate-category-quiz', knowMyself())).statusCode).toBe(200);
    const quota = (await call(a, 'GET', '/api/quota/status')).json();
    expect(quota).toMatchObject({ userType: 'free', monthlySafetyQuizzes: { used: 5, limit: 5, remaining: 0 } });

    clock.advance(25 * 24 * 3600 * 1000);
    const signedInAgain = { ...a, cookie: cookieFrom(await login(testApp, a.email)) };
    expect((await call(signedInAgain, 'POST', '/api/generate-category-quiz', safety())).statusCode).toBe(200);
  });

  it('lets exactly one of two racing first answers take the last quiz of the month (T37)', async () => {
    const a = await parent();
    for (let index = 0; index < 4; index += 1) await play(a);
    const started = [await generate(a), await generate(a, safety({ category: 'health-hygiene' }))];
    const race = await Promise.all(started.map((quiz) => firstAnswer(a, quiz)));
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    expect(race.find((response) => response.statusCode === 403)?.json().code).toBe('MONTHLY_LIMIT');
    expect((await call(a, 'GET', '/api/quota/status')).json().monthlySafetyQuizzes.used).toBe(5);
  });
});

describe('two instances sharing one database (T37)', () => {
  it('still let exactly one first answer take the last quiz of the month (T37)', async () => {
    // A second app on the same database, as a second instance behind a load balancer would be.
    // It shares the data encryption key too (here through DATA_DIR), as every instance must.
    const second = await createTestApp({
      clock,
      env: { DATA_DIR: testApp.config.dataDir },
      database: { ...testApp.database, close: async () => {} },
    });
    const a = await parent();
    for (let index = 0; index < 4; index += 1) await play(a);
    const started = [await generate(a), await generate(a)];
    const headers = { ...sameOrigin, cookie: a.cookie };
    const race = await Promise.all(
      [testApp, second].map((instance, index) =>
        instance.app.inject({
          method: 'POST',
          url: `/api/quiz/${started[index]?.sessionId}/answer`,
          headers,
          payload: { questionIndex: 0, selectedAnswer: started[index]?.questions[0]?.options[0] },
        }),
      ),
    );
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    await second.close();
  });
});

describe('premium', () => {
  it('allows up to 25 questions (Know Myself 20) and refuses more (T35)', async () => {
    const b = await parent('premium');
    expect((await generate(b, safety({ numQuestions: 25, category: 'digital-safety' }))).questions).toHaveLength(25);
    expect((await generate(b, knowMyself({ numQuestions: 20 }))).questions).toHaveLength(20);
    expect((await call(b, 'POST', '/api/generate-category-quiz', safety({ numQuestions: 26 }))).statusCode).toBe(400);
    const custom = await call(b, 'POST', '/api/generate-custom-quiz', {
      subject: 'Times Tables Training',
      childAge: 9,
      country: 'UK',
      numQuestions: 30,
      difficultyLevel: 'Easy',
    });
    expect(custom.statusCode).toBe(400);
    expect(custom.json().error).toBe('Quizzes can have at most 25 questions.');
  });

  it('makes popular-topic quizzes offline, the preset topic overriding the subject', async () => {
    const b = await parent('premium');
    const response = await call(b, 'POST', '/api/generate-custom-quiz', {
      subject: 'anything typed here',
      topic: 'Countries and Flags',
      childAge: 12,
      country: 'US',
      numQuestions: 10,
      difficultyLevel: 'Medium',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Countries and Flags', quizType: 'custom' });
    expect(response.json().questions).toHaveLength(10);
  });

  it('shows a flag question with its flag, also when the quiz is opened again', async () => {
    const b = await parent('premium');
    const response = await call(b, 'POST', '/api/generate-custom-quiz', {
      subject: 'flags',
      topic: 'Countries and Flags',
      childAge: 6,
      country: 'UK',
      numQuestions: 25,
      difficultyLevel: 'Easy',
    });
    expect(response.statusCode, response.body).toBe(200);
    type Shown = { question: string; image?: { flag: string; alt: string } };
    const withFlag = (questions: Shown[]) => questions.filter((question) => question.image !== undefined);
    const generated = withFlag(response.json().questions);
    expect(generated.length).toBeGreaterThan(0);
    for (const question of generated) {
      expect(question.image?.flag).toMatch(/^[A-Z]{2}$/);
      expect(question.image?.alt).toMatch(/\S/);
    }
    const reopened = await call(b, 'GET', `/api/quiz/${response.json().sessionId}`);
    expect(withFlag(reopened.json().questions)).toEqual(generated);
  });

  it('answers a custom subject with 503 AI_NOT_CONFIGURED while no AI is configured, using no allowance', async () => {
    const b = await parent('premium');
    const response = await call(b, 'POST', '/api/generate-custom-quiz', {
      subject: 'Volcanoes of Iceland',
      description: 'Focus on how they form',
      childAge: 11,
      country: 'UK',
      numQuestions: 10,
      difficultyLevel: 'Advanced',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'Custom subjects are not switched on here. Pick one of the Popular Topics instead.',
      code: 'AI_NOT_CONFIGURED',
    });
    expect((await call(b, 'GET', '/api/quota/status')).json().activity.daily.used).toBe(0);
  });

  it('T89 expected-refusals-info: AI_NOT_CONFIGURED and a 4xx are logged at info, without a stack', async () => {
    const b = await parent('premium');
    const linesBefore = testApp.logs.length;
    const refused = await call(b, 'POST', '/api/generate-custom-quiz', {
      subject: 'Volcanoes of Iceland',
      childAge: 11,
      country: 'UK',
      numQuestions: 10,
      difficultyLevel: 'Advanced',
    });
    expect(refused.statusCode).toBe(503);
    const missing = await call(b, 'GET', '/api/quiz/00000000-0000-4000-8000-000000000000/results');
    expect(missing.statusCode).toBe(404);
    const lines = testApp.logs.slice(linesBefore).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.code === 'AI_NOT_CONFIGURED')).toMatchObject({ level: 30 });
    expect(lines.filter((line) => Number(line.level) > 30)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('"stack"');
  });

  it('validates the custom form', async () => {
    const b = await parent('premium');
    const base = { subject: 'Volcanoes', childAge: 8, country: 'UK', numQuestions: 5, difficultyLevel: 'Easy' };
    for (const [change, message] of [
      [{ subject: '' }, 'Please enter a subject'],
      [{ subject: ' ab ' }, 'Subject must be at least 3 characters'],
      [{ subject: 'x'.repeat(101) }, 'Subject must be at most 100 characters'],
      [{ childAge: 3 }, 'Minimum age is 4'],
      [{ childAge: 17 }, 'Maximum age is 16'],
      [{ country: 'DE' }, 'Please select a country'],
      [{ difficultyLevel: 'Hard' }, 'Choose a difficulty from the list'],
    ] as const) {
      const response = await call(b, 'POST', '/api/generate-custom-quiz', { ...base, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toContain(message);
    }
  });
});

describe('popular topics for the learner', () => {
  const youtube = 'How to Start a YouTube Channel';
  const topicQuiz = (topic: string, childAge: number, numQuestions = 10) => ({
    subject: topic,
    topic,
    childAge,
    country: 'UK',
    numQuestions,
    difficultyLevel: 'Medium',
  });
  const storedQuizzes = (who: Parent) =>
    testApp.database.db.select().from(quizzes).where(eq(quizzes.userId, who.userId));

  it('refuses a topic to a learner younger than its minimum age, or pitched below it, storing nothing', async () => {
    const eight = await parent('premium', true, 8);
    const refused = await call(eight, 'POST', '/api/generate-custom-quiz', topicQuiz(youtube, 8));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'How to Start a YouTube Channel is for learners aged 13 and over. Please choose another Popular Topic.',
      code: 'BAD_REQUEST',
    });
    // The age typed on the form does not lift the learner's own.
    expect((await call(eight, 'POST', '/api/generate-custom-quiz', topicQuiz(youtube, 13))).statusCode).toBe(400);
    expect(await storedQuizzes(eight)).toEqual([]);

    const fourteen = await parent('premium', true, 14);
    expect((await call(fourteen, 'POST', '/api/generate-custom-quiz', topicQuiz(youtube, 10))).statusCode).toBe(400);
    expect(await storedQuizzes(fourteen)).toEqual([]);
    const made = await call(fourteen, 'POST', '/api/generate-custom-quiz', topicQuiz(youtube, 14));
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ title: youtube });
    expect(await storedQuizzes(fourteen)).toHaveLength(1);
  });

  it('keeps a topic from a learner whose country sets a higher minimum: no YouTube channel under 16 in Australia', async () => {
    const fifteen = await parent('premium', true, 15, 'AU');
    const refused = await call(fifteen, 'POST', '/api/generate-custom-quiz', topicQuiz(youtube, 15));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'How to Start a YouTube Channel is for learners aged 16 and over. Please choose another Popular Topic.',
      code: 'BAD_REQUEST',
    });
    expect(await storedQuizzes(fifteen)).toEqual([]);

    const sixteen = await parent('premium', true, 16, 'AU');
    const made = await call(sixteen, 'POST', '/api/generate-custom-quiz', topicQuiz(youtube, 16));
    expect(made.statusCode, made.body).toBe(200);
    expect(await storedQuizzes(sixteen)).toHaveLength(1);
  });

  it('tells the parent how many questions are new once a retake must repeat some, and not before', async () => {
    const b = await parent('premium');
    const seen = new Set<string>();
    let notices = 0;
    // Each quiz asks 25 of the bank's questions for an 8-year-old; within four, the bank runs out of unseen ones.
    for (let quiz = 1; quiz <= 4 && notices === 0; quiz += 1) {
      const response = await call(b, 'POST', '/api/generate-custom-quiz', topicQuiz('Science Sparks', 8, 25));
      expect(response.statusCode, response.body).toBe(200);
      const { questions, notice } = response.json() as { questions: { question: string }[]; notice?: string };
      const fresh = questions.filter((question) => !seen.has(question.question)).length;
      expect(notice, `quiz ${quiz}`).toBe(fresh === 25 ? undefined : QUIZ_MESSAGES.someSeenBefore(fresh, 25, 'Zara'));
      if (notice) {
        notices += 1;
        expect(notice).toMatch(/^(?:\d+ of these 25 questions (?:is|are) new for Zara|Zara has seen all 25)/);
      }
      for (const question of questions) seen.add(question.question);
    }
    expect(notices).toBe(1);
  });
});

describe('playing a quiz', () => {
  /** The right answers, as the results reveal them once a quiz is finished. */
  async function answersOf(who: Parent, sessionId: string): Promise<string[]> {
    const results = (await call(who, 'GET', `/api/quiz/${sessionId}/results`)).json();
    return results.questionsWithAnswers.map((entry: { correctAnswer: string }) => entry.correctAnswer);
  }

  it('scores on the server, ignoring what the client claims (T33)', async () => {
    const a = await parent();
    const quiz = await generate(a);
    let wrongCount = 0;
    for (const [index, question] of quiz.questions.entries()) {
      const answer = await call(a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
        questionIndex: index,
        selectedAnswer: question.options[0],
        isCorrect: true,
      });
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.currentQuestionIndex).toBe(index + 1);
      expect(body.isCompleted).toBe(index === quiz.questions.length - 1);
      expect(body.isCorrect).toBe(body.correctAnswer === question.options[0]);
      expect(typeof body.explanation).toBe('string');
      if (!body.isCorrect) wrongCount += 1;
    }
    const results = (await call(a, 'GET', `/api/quiz/${quiz.sessionId}/results`)).json();
    expect(results.score).toBe(5 - wrongCount);
    expect(results.total).toBe(5);
    expect(results.percentage).toBe(Math.round(((5 - wrongCount) / 5) * 100));
    expect(results.questionsWithAnswers).toHaveLength(5);
    expect(results.feedback).toContain(`${5 - wrongCount}`);
  });

  it('refuses answers out of order, twice, or after the end, changing nothing (T34)', async () => {
    const a = await parent();
    const quiz = await generate(a);
    const skip = await call(a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
      questionIndex: 2,
      selectedAnswer: quiz.questions[2]?.options[0],
    });
    expect(skip.statusCode).toBe(409);
    const first = await call(a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
      questionIndex: 0,
      selectedAnswer: quiz.questions[0]?.options[0],
    });
    expect(first.statusCode).toBe(200);
    const again = await call(a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
      questionIndex: 0,
      selectedAnswer: quiz.questions[0]?.options[1],
    });
    expect(again.statusCode).toBe(409);
    const notAnOption = await call(a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
      questionIndex: 1,
      selectedAnswer: 'Something else',
    });
    expect(notAnOption.statusCode).toBe(400);
    expect(notAnOption.json()).toEqual({ error: 'Choose one of the answers shown.', code: 'BAD_REQUEST' });
    const state = (await call(a, 'GET', `/api/quiz/${quiz.sessionId}`)).json();
    expect(state).toMatchObject({ currentQuestionIndex: 1, score: first.json().newScore, isCompleted: false });
    expect(state.questions[0].userAnswer).toBe(quiz.questions[0]?.options[0]);
    expect(state.questions[1].correctAnswer).toBeUndefined();
    const early = await call(a, 'GET', `/api/quiz/${quiz.sessionId}/results`);
    expect(early.statusCode).toBe(409);

    const racing = await Promise.all([
      call(a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
        questionIndex: 1,
        selectedAnswer: quiz.questions[1]?.options[0],
      }),
      call(a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
        questionIndex: 1,
        selectedAnswer: quiz.questions[1]?.options[1],
      }),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    for (let index = 2; index < 5; index += 1) {
      await call(a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
        questionIndex: index,
        selectedAnswer: quiz.questions[index]?.options[0],
      });
    }
    const late = await call(a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, { questionIndex: 5, selectedAnswer: 'x' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'This quiz is already finished.', code: 'CONFLICT' });
  });

  it('gives one hint per question, removing a wrong option', async () => {
    const a = await parent();
    const quiz = await generate(a);
    const hint = await call(a, 'POST', `/api/quiz/${quiz.sessionId}/hint`, { questionIndex: 0 });
    expect(hint.statusCode).toBe(200);
    const { removedOption } = hint.json();
    expect(quiz.questions[0]?.options).toContain(removedOption);
    expect((await call(a, 'POST', `/api/quiz/${quiz.sessionId}/hint`, { questionIndex: 0 })).statusCode).toBe(409);
    expect((await call(a, 'POST', `/api/quiz/${quiz.sessionId}/hint`, { questionIndex: 1 })).statusCode).toBe(409);
    const refused = await call(a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
      questionIndex: 0,
      selectedAnswer: removedOption,
    });
    expect(refused.statusCode).toBe(400);
    const answered = await call(a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
      questionIndex: 0,
      selectedAnswer: quiz.questions[0]?.options.find((option) => option !== removedOption),
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().correctAnswer).not.toBe(removedOption);
  });

  it('retakes the same questions from the start in a copy, keeping the finished one and using no allowance', async () => {
    const a = await parent();
    const quiz = await generate(a);
    for (const [index, question] of quiz.questions.entries()) {
      await call(a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
        questionIndex: index,
        selectedAnswer: question.options[0],
      });
    }
    const answers = await answersOf(a, quiz.sessionId);
    expect(answers).toHaveLength(5);
    const reset = await call(a, 'POST', `/api/quiz/${quiz.sessionId}/reset`);
    const { sessionId: retakeId, ...rest } = reset.json();
    expect(rest).toEqual({ success: true, currentQuestionIndex: 0, score: 0 });
    expect(retakeId).not.toBe(quiz.sessionId);
    // The finished quiz keeps its results for the history.
    const kept = await call(a, 'GET', `/api/quiz/${quiz.sessionId}/results`);
    expect(kept.statusCode, kept.body).toBe(200);
    const state = (await call(a, 'GET', `/api/quiz/${retakeId}`)).json();
    expect(state.questions.map((question: { question: string }) => question.question)).toEqual(
      quiz.questions.map((question) => question.question),
    );
    expect(state).toMatchObject({ currentQuestionIndex: 0, score: 0, isCompleted: false });
    for (const [index, answer] of answers.entries()) {
      await call(a, 'POST', `/api/quiz/${retakeId}/answer`, { questionIndex: index, selectedAnswer: answer });
    }
    const perfect = (await call(a, 'GET', `/api/quiz/${retakeId}/results`)).json();
    expect(perfect).toMatchObject({ score: 5, percentage: 100 });
    expect(perfect.feedback).toContain('Perfect');
    expect(perfect.improvements).toEqual([]);
    expect(perfect.strengths.length).toBeGreaterThan(0);
    expect((await call(a, 'GET', '/api/quota/status')).json().monthlySafetyQuizzes.used).toBe(1);
  });
});

describe('privacy and ownership', () => {
  it('answers another account’s quiz with 404 on every route (T29)', async () => {
    const a = await parent();
    const b = await parent('premium');
    const quiz = await generate(a);
    for (const [method, url, payload] of [
      ['GET', `/api/quiz/${quiz.sessionId}`, undefined],
      [
        'POST',
        `/api/quiz/${quiz.sessionId}/answer`,
        { questionIndex: 0, selectedAnswer: quiz.questions[0]?.options[0] },
      ],
      ['POST', `/api/quiz/${quiz.sessionId}/hint`, { questionIndex: 0 }],
      ['GET', `/api/quiz/${quiz.sessionId}/results`, undefined],
      ['POST', `/api/quiz/${quiz.sessionId}/reset`, undefined],
    ] as const) {
      const response = await call(b, method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Quiz not found', code: 'NOT_FOUND' });
    }
    expect((await call(a, 'GET', `/api/quiz/${quiz.sessionId}`)).json().currentQuestionIndex).toBe(0);
  });

  it('keeps a child’s details sealed inside stored Know Myself quizzes, answers included (T48)', async () => {
    const a = await parent();
    const quiz = await generate(
      a,
      knowMyself({
        homeAddress: '77 ZZQ-ADDR Road',
        parent1Phone: '07123 456789',
        parent1Name: 'ZZQ-PARENT',
        city: 'ZZQ-CITY',
      }),
    );
    // The child's answers are stored too: one holding a detail where one is offered.
    const picks: string[] = [];
    for (const [index, question] of quiz.questions.entries()) {
      const pick = question.options.find((option) => option.includes('ZZQ')) ?? question.options[0] ?? '';
      await call(a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, { questionIndex: index, selectedAnswer: pick });
      picks.push(pick);
    }
    const rows = await testApp.database.db.select().from(quizzes).where(eq(quizzes.userId, a.userId));
    const questions = await testApp.database.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quiz.sessionId));
    expect(questions).toHaveLength(quiz.questions.length);
    const dump = JSON.stringify([rows, questions]);
    // Sentinels carry a hyphen or a space, which base64 ciphertext never does, so a chance match is impossible.
    for (const sentinel of ['ZZQ-ADDR', '07123 456789', 'ZZQ-PARENT', 'ZZQ-CITY']) expect(dump).not.toContain(sentinel);
    // Every answer has a space, which base64 never does: none is stored in the clear.
    for (const pick of picks.filter((answer) => answer.includes(' '))) expect(dump).not.toContain(pick);
    expect(picks.filter((answer) => answer.includes(' ')).length).toBeGreaterThan(0);
  });

  it('keeps nothing personal from a non-Know-Myself request: it may carry no child details (T54)', async () => {
    const a = await parent();
    const withDetails = await call(
      a,
      'POST',
      '/api/generate-category-quiz',
      safety({ homeAddress: '9 ZZQ-MIN Lane', parent1Name: 'ZZQ-MIN-PARENT' }),
    );
    expect(withDetails.statusCode).toBe(400);
    const quiz = await generate(a, safety());
    expect(quiz.childName).toBe('Zara');
    const dump = JSON.stringify([
      await testApp.database.db.select().from(quizzes).where(eq(quizzes.userId, a.userId)),
      await testApp.database.db.select().from(quizQuestions),
    ]);
    for (const sentinel of ['ZZQ-MIN']) expect(dump).not.toContain(sentinel);
    const learner = (await call(a, 'GET', '/api/learners/active')).json().learner;
    expect((await call(a, 'GET', `/api/learners/${learner.id}/prefill`)).json().hasExtendedInfo).toBe(false);
  });

  it('removes a learner’s quizzes with the learner (T51)', async () => {
    const a = await parent();
    const quiz = await generate(a);
    const learner = (await call(a, 'GET', '/api/learners/active')).json().learner;
    await testApp.app.inject({
      method: 'DELETE',
      url: `/api/learners/${learner.id}`,
      headers: { origin: sameOrigin.origin, cookie: a.cookie },
    });
    expect(await testApp.database.db.select().from(quizzes).where(eq(quizzes.id, quiz.sessionId))).toEqual([]);
  });

  it('needs a session for every quiz route (T30)', async () => {
    for (const [method, url] of [
      ['POST', '/api/generate-category-quiz'],
      ['POST', '/api/generate-custom-quiz'],
      ['GET', '/api/quota/status'],
      ['GET', '/api/quiz/00000000-0000-4000-8000-000000000000/results'],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url,
        headers: sameOrigin,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('the quiz a child can carry on', () => {
  it('is the learner’s newest unfinished quiz of the last week, only for its owner', async () => {
    const who = await parent();
    const learnerId = (await call(who, 'GET', '/api/learners/active')).json().learner.id as string;
    const unfinished = () => call(who, 'GET', `/api/learners/${learnerId}/unfinished-quiz`);
    expect((await unfinished()).json()).toEqual({ quiz: null });

    const quiz = await play(who);
    expect((await unfinished()).json()).toEqual({
      quiz: {
        sessionId: quiz.sessionId,
        quizType: 'general-safety',
        title: quiz.title,
        currentQuestionIndex: 1,
        questionCount: 5,
      },
    });

    const stranger = await parent();
    const peek = await call(stranger, 'GET', `/api/learners/${learnerId}/unfinished-quiz`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ error: 'Learner not found', code: 'NOT_FOUND' });

    // Started eight days ago, it is no longer offered.
    await testApp.database.db
      .update(quizzes)
      .set({ startedAt: new Date(clock().getTime() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(quizzes.id, quiz.sessionId));
    expect((await unfinished()).json()).toEqual({ quiz: null });
  });

  it('is none once the quiz is finished', async () => {
    const who = await parent();
    const learnerId = (await call(who, 'GET', '/api/learners/active')).json().learner.id as string;
    const quiz = await generate(who);
    for (const [index, question] of quiz.questions.entries()) {
      await call(who, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
        questionIndex: index,
        selectedAnswer: question.options[0],
      });
    }
    expect((await call(who, 'GET', `/api/learners/${learnerId}/unfinished-quiz`)).json()).toEqual({ quiz: null });
  });
});
