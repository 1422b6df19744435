import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../../contract/account.ts';
import type { QuestionRecord } from '../../../contract/analytics.ts';
import { type KnowMyselfProgressResponse, QUIZ_MESSAGES, type QuizResults } from '../../../contract/quiz.ts';
import { knowMyselfDetails } from '../../../engine/know-myself.ts';
import { knowMyselfProgress, quizQuestions, quizzes } from '../../db/schema.ts';
import { type ApiMethod, callAs, manualClock, signUpParent, type TestParent } from '../../test/accounts.ts';
import { questionRowsOf } from '../../test/learner-seals.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const KEY = randomBytes(32);
const DAY = 24 * 3600 * 1000;

let testApp: TestApp;
// Noon, so a day's steps never cross midnight in whatever zone the server runs.
const clock = manualClock(new Date('2026-11-10T12:00:00'));

beforeAll(async () => {
  testApp = await createTestApp({ clock, env: { DATA_ENCRYPTION_KEY: KEY.toString('hex') } });
});
afterAll(() => testApp.close());

const call = (who: TestParent, method: ApiMethod, url: string, payload?: unknown) =>
  callAs(testApp, who, method, url, payload);

const child = {
  firstName: 'Zara',
  lastName: 'Okafor',
  age: 8,
  homeAddress: '12 Oak Road, Leeds LS6 2AB',
  city: 'Leeds',
  parent1Name: 'Ngozi Okafor',
  parent1Phone: '07123 456789',
  parent1RelationshipType: 'Mum',
} as const;

const knowMyselfBody = {
  category: 'personal-info-recall',
  country: 'UK',
  numQuestions: 20,
  difficultyLevel: 'Normal',
  ...child,
};

/** Premium, for a 20-question quiz with room for every detail. */
async function parentWithLearner(): Promise<{ who: TestParent; learnerId: string }> {
  const who = await signUpParent(testApp, 'premium', clock());
  const { firstName, lastName, age } = child;
  const created = await call(who, 'POST', '/api/learners', { firstName, lastName, age, country: 'UK' });
  expect(created.statusCode, created.body).toBe(201);
  return { who, learnerId: created.json().learner.id };
}

interface AskedQuestion {
  detail: string | undefined;
  answerMode?: string;
  options: string[];
  correctAnswer: string;
}

/** A new Know Myself quiz, with each question's detail and right answer read from its stored row. */
async function newQuiz(who: TestParent, overrides: Record<string, unknown> = {}) {
  const response = await call(who, 'POST', '/api/generate-category-quiz', { ...knowMyselfBody, ...overrides });
  expect(response.statusCode, response.body).toBe(200);
  const {
    sessionId,
    notice,
    questions: shown,
  } = response.json() as {
    sessionId: string;
    notice?: string;
    questions: { answerMode?: string }[];
  };
  const rows = await testApp.database.db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, sessionId))
    .orderBy(asc(quizQuestions.position));
  const [quiz] = await testApp.database.db.select().from(quizzes).where(eq(quizzes.id, sessionId));
  if (!quiz) throw new Error('the quiz was not stored');
  const questionRows = await questionRowsOf(testApp.database, KEY).forQuiz(quiz);
  const questions: AskedQuestion[] = rows.map((row, position) => {
    const played = questionRows.played(row);
    const detail = played.itemId.startsWith('know-myself:') ? played.itemId.slice('know-myself:'.length) : undefined;
    const { answerMode } = shown[position] ?? {};
    return { detail, answerMode, options: played.options, correctAnswer: played.correctAnswer };
  });
  const details = questions.flatMap((question) => question.detail ?? []);
  return { sessionId, notice, questions, details };
}

/** Answers every question: right, except the details in WRONG. */
async function answerAll(who: TestParent, quiz: Awaited<ReturnType<typeof newQuiz>>, wrong: string[] = []) {
  for (const [position, question] of quiz.questions.entries()) {
    const missed = question.detail !== undefined && wrong.includes(question.detail);
    const selectedAnswer = missed
      ? question.options.find((option) => option !== question.correctAnswer)
      : question.correctAnswer;
    const answered = await call(who, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
      questionIndex: position,
      selectedAnswer,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().isCorrect).toBe(!missed);
  }
}

async function progressOf(who: TestParent, learnerId: string) {
  const response = await call(who, 'GET', `/api/learners/${learnerId}/know-myself-progress`);
  expect(response.statusCode, response.body).toBe(200);
  const { details } = response.json() as KnowMyselfProgressResponse;
  return new Map(details.map((entry) => [entry.detail, entry]));
}

const rotating = knowMyselfDetails({ ...child }, 'UK', 'UK').filter((detail) => !detail.mustAsk);
const reviewedOften = knowMyselfDetails({ ...child }, 'UK', 'UK').filter((detail) => detail.reviewOften);

describe('Know Myself mastery, remembered per learner', () => {
  it('asks a missed detail again in the next quiz, and counts what was asked and answered right', async () => {
    const { who, learnerId } = await parentWithLearner();
    const first = await newQuiz(who);
    const missed = rotating.map((detail) => detail.detail).find((detail) => first.details.includes(detail));
    expect(missed, 'a detail that is not asked every time').toBeDefined();
    await answerAll(who, first, [missed as string]);

    const progress = await progressOf(who, learnerId);
    expect(progress.get(missed as string)).toMatchObject({ timesAsked: 1, timesRight: 0, mastered: false });
    const next = await newQuiz(who);
    expect(next.details).toContain(missed);
  });

  it('masters a detail answered right on two different days, then rests it until its interval', async () => {
    const { who, learnerId } = await parentWithLearner();
    const first = await newQuiz(who);
    await answerAll(who, first);
    const sameDay = await newQuiz(who);
    await answerAll(who, sameDay);
    expect([...(await progressOf(who, learnerId)).values()].some((entry) => entry.mastered)).toBe(false);

    clock.advance(DAY);
    const second = await newQuiz(who);
    // One detail missed on the second day keeps the quiz from being only a review.
    const [stillLearning] = second.details;
    await answerAll(who, second, [stillLearning as string]);
    const progress = await progressOf(who, learnerId);
    const mastered = [...progress.values()].filter((entry) => entry.mastered);
    expect(mastered.length).toBeGreaterThan(0);
    expect(progress.get(stillLearning as string)?.mastered).toBe(false);
    const masteredDay = mastered[0]?.nextDue as string;

    clock.advance(DAY);
    const beforeInterval = await newQuiz(who);
    expect(beforeInterval.details).toContain(stillLearning);
    // The address and the number come back the next day; other known details rest until their interval.
    const often = new Set(reviewedOften.map((detail) => detail.detail));
    for (const entry of mastered) {
      if (!often.has(entry.detail)) expect(beforeInterval.details).not.toContain(entry.detail);
    }
    expect(beforeInterval.details.some((detail) => often.has(detail))).toBe(true);

    clock.advance(2 * DAY);
    const due = await newQuiz(who);
    expect(masteredDay <= new Date(clock()).toISOString().slice(0, 10)).toBe(true);
    expect(due.details.some((detail) => mastered.some((entry) => entry.detail === detail))).toBe(true);
  });

  it('says so when every detail is known and none is due, and asks only a short review', async () => {
    const { who } = await parentWithLearner();
    await answerAll(who, await newQuiz(who));
    clock.advance(DAY);
    const second = await newQuiz(who);
    expect(second.notice).toBeUndefined();
    await answerAll(who, second);
    // Later the same day nothing is due, not even the address and number, which come back tomorrow.
    const review = await newQuiz(who);
    expect(review.notice).toBe(QUIZ_MESSAGES.allKnownReview);
    expect(review.details.length).toBeLessThanOrEqual(3);
  });

  it('keeps the progress sealed, and deletes it with the learner', async () => {
    const { who, learnerId } = await parentWithLearner();
    await answerAll(who, await newQuiz(who));
    const [row] = await testApp.database.db
      .select()
      .from(knowMyselfProgress)
      .where(eq(knowMyselfProgress.learnerId, learnerId));
    expect(row?.sealed).toBeDefined();
    expect(row?.sealed).not.toMatch(/street|postcode|timesAsked/);

    expect((await call(who, 'DELETE', `/api/learners/${learnerId}`)).statusCode).toBe(200);
    const left = await testApp.database.db
      .select()
      .from(knowMyselfProgress)
      .where(eq(knowMyselfProgress.learnerId, learnerId));
    expect(left).toEqual([]);
  });

  it('stores no answer when its progress cannot be written, and says so', async () => {
    const { who, learnerId } = await parentWithLearner();
    await answerAll(who, await newQuiz(who));
    const quiz = await newQuiz(who);
    await testApp.database.db
      .update(knowMyselfProgress)
      .set({ sealed: 'not a ciphertext' })
      .where(eq(knowMyselfProgress.learnerId, learnerId));
    const position = quiz.questions.findIndex((question) => question.detail !== undefined);
    // The questions before it are the bank's: they teach no detail, so they are stored as ever.
    await answerAll(who, { ...quiz, questions: quiz.questions.slice(0, position) });
    const response = await call(who, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
      questionIndex: position,
      selectedAnswer: quiz.questions[position]?.correctAnswer,
    });
    expect(response.statusCode).toBe(500);
    const [session] = await testApp.database.db.select().from(quizzes).where(eq(quizzes.id, quiz.sessionId));
    expect(session).toMatchObject({ currentIndex: position, score: position });
    const [question] = await testApp.database.db
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quiz.sessionId), eq(quizQuestions.position, position)));
    expect(question).toMatchObject({ answer: null, isCorrect: null, answeredAt: null });
  });

  it("shows a learner's progress to their own parent only", async () => {
    const { who, learnerId } = await parentWithLearner();
    expect((await progressOf(who, learnerId)).has('street')).toBe(false);
    await newQuiz(who);
    const fresh = await progressOf(who, learnerId);
    expect(fresh.get('street')).toMatchObject({ timesAsked: 0, timesRight: 0, mastered: false, nextDue: null });
    expect(fresh.get('street')?.label).toMatch(/\S/);

    const other = await signUpParent(testApp, 'premium', clock());
    const response = await call(other, 'GET', `/api/learners/${learnerId}/know-myself-progress`);
    expect(response.statusCode).toBe(404);
  });

  it('checks a typed answer leniently for a learner of 10 or more, and never takes free text for a choice', async () => {
    const { who } = await parentWithLearner();
    const quiz = await newQuiz(who, { age: 11 });
    const typed = quiz.questions.map((question, position) => ({ ...question, position }));
    const firstTyped = typed.find((question) => question.answerMode === 'type');
    const firstChosen = typed.find((question) => question.answerMode === undefined);
    expect(firstTyped, 'a typed question for an 11-year-old').toBeDefined();
    expect(firstChosen).toBeDefined();
    const typedAt = firstTyped?.position as number;
    const loosely = (firstTyped?.correctAnswer ?? '').toLowerCase().replaceAll(' ', '');

    for (const [position, question] of quiz.questions.entries()) {
      const selectedAnswer = position === typedAt ? loosely : question.correctAnswer;
      if (position === firstChosen?.position) {
        const free = await call(who, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
          questionIndex: position,
          selectedAnswer: `${question.correctAnswer}!`,
        });
        expect(free.statusCode).toBe(400);
        expect(free.json().error).toBe(QUIZ_MESSAGES.notAnOption);
      }
      const answered = await call(who, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
        questionIndex: position,
        selectedAnswer,
      });
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json()).toMatchObject({ isCorrect: true, correctAnswer: question.correctAnswer });
      if (position >= Math.max(typedAt, firstChosen?.position as number)) break;
    }

    const second = await newQuiz(who, { age: 11 });
    for (const [position, question] of second.questions.entries()) {
      const isTyped = question.answerMode === 'type';
      const answered = await call(who, 'POST', `/api/quiz/${second.sessionId}/answer`, {
        questionIndex: position,
        selectedAnswer: isTyped ? 'I do not know' : question.correctAnswer,
      });
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json().isCorrect).toBe(!isTyped);
      if (isTyped) break;
    }
  });

  it('keeps what a child typed wrong, sealed, and shows it in the results, the history and the export', async () => {
    const { who, learnerId } = await parentWithLearner();
    const quiz = await newQuiz(who, { age: 10 });
    const typedAt = quiz.questions.findIndex((question) => question.answerMode === 'type');
    expect(typedAt, 'a typed question for a 10-year-old').toBeGreaterThanOrEqual(0);
    const typedText = 'LS6 2AD';
    for (const [position, question] of quiz.questions.entries()) {
      const answered = await call(who, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
        questionIndex: position,
        selectedAnswer: position === typedAt ? typedText : question.correctAnswer,
      });
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json().isCorrect).toBe(position !== typedAt);
    }

    const results = (await call(who, 'GET', `/api/quiz/${quiz.sessionId}/results`)).json() as QuizResults;
    expect(results.questionsWithAnswers[typedAt]).toMatchObject({
      userAnswer: typedText,
      answerMode: 'type',
      isCorrect: false,
    });

    const history = await call(who, 'GET', `/api/analytics/history/${learnerId}?period=all`);
    expect(history.statusCode, history.body).toBe(200);
    const [entry] = history.json().quizHistory as { questionsData: QuestionRecord[] }[];
    expect(entry?.questionsData[typedAt]).toMatchObject({ selectedAnswer: typedText, answerMode: 'type' });

    const exported = (await call(who, 'GET', '/api/user/export')).json() as AccountExport;
    const exportedQuiz = exported.quizzes.find((stored) => stored.id === quiz.sessionId);
    expect(exportedQuiz?.questions[typedAt]?.childAnswer).toBe(typedText);

    const [row] = await testApp.database.db
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quiz.sessionId), eq(quizQuestions.position, typedAt)));
    expect(row?.answer).toBe(-1);
    expect(row?.typedAnswerSealed).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(typedText);
  });
});
