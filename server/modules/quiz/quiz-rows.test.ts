import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES } from '../../../contract/quiz.ts';
import { quizQuestions, quizzes } from '../../db/schema.ts';
import { callAs, manualClock, signUpParent, type TestParent } from '../../test/accounts.ts';
import { knowMyselfQuizBody, safetyQuizBody } from '../../test/quiz-bodies.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createQuizRepo } from './quiz.repo.ts';

let testApp: TestApp;
const clock = manualClock(new Date('2026-11-10T10:00:00Z'));

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

async function parentWithLearner(): Promise<TestParent> {
  const who = await signUpParent(testApp, 'free', clock());
  const created = await callAs(testApp, who, 'POST', '/api/learners', {
    firstName: 'Zara',
    lastName: 'Okafor',
    age: 8,
    country: 'UK',
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return who;
}

async function generate(who: TestParent, body: object = safetyQuizBody()) {
  const response = await callAs(testApp, who, 'POST', '/api/generate-category-quiz', body);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json() as { sessionId: string; questions: { question: string; options: string[] }[] };
}

const questionsOf = (quizId: string) =>
  testApp.database.db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(quizQuestions.position);

const quizRow = async (quizId: string) =>
  (await testApp.database.db.select().from(quizzes).where(eq(quizzes.id, quizId)))[0];

describe('questions as rows', () => {
  it('stores a safety quiz’s questions plain, one row each, and an answer and a hint on their own row', async () => {
    const a = await parentWithLearner();
    const quiz = await generate(a);
    const made = await questionsOf(quiz.sessionId);
    expect(made.map((row) => row.question)).toEqual(quiz.questions.map((question) => question.question));
    expect(made.every((row) => row.sealed === null && row.answer === null && row.itemId !== '')).toBe(true);

    const hint = (await callAs(testApp, a, 'POST', `/api/quiz/${quiz.sessionId}/hint`, { questionIndex: 0 })).json();
    const choice = quiz.questions[0]?.options.find((option) => option !== hint.removedOption) ?? '';
    await callAs(testApp, a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
      questionIndex: 0,
      selectedAnswer: choice,
    });
    const [first, second] = await questionsOf(quiz.sessionId);
    expect(first).toMatchObject({
      answer: first?.options?.indexOf(choice),
      isCorrect: choice === first?.correctAnswer,
      removedOptions: [first?.options?.indexOf(hint.removedOption)],
      answeredAt: clock(),
    });
    expect(second).toMatchObject({ answer: null, isCorrect: null, removedOptions: [] });
  });

  it('seals a Know Myself question to its row: moved to another position it fails closed (T48)', async () => {
    const a = await parentWithLearner();
    const quiz = await generate(a, knowMyselfQuizBody({ homeAddress: '12 Oak Road' }));
    const rows = await questionsOf(quiz.sessionId);
    expect(rows.every((row) => row.sealed !== null && row.question === null && row.options === null)).toBe(true);
    // The first question's sealed text copied onto the second row.
    await testApp.database.db
      .update(quizQuestions)
      .set({ sealed: rows[0]?.sealed })
      .where(sql`${quizQuestions.quizId} = ${quiz.sessionId} and ${quizQuestions.position} = 1`);
    await callAs(testApp, a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
      questionIndex: 0,
      selectedAnswer: quiz.questions[0]?.options[0],
    });
    const moved = await callAs(testApp, a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
      questionIndex: 1,
      selectedAnswer: quiz.questions[1]?.options[0],
    });
    expect(moved.statusCode).toBe(500);
    expect((await questionsOf(quiz.sessionId))[1]?.answer).toBeNull();
  });

  it('lets one of ten answers to one question win; the others are conflicts and change nothing', async () => {
    const a = await parentWithLearner();
    const quiz = await generate(a);
    const options = quiz.questions[0]?.options ?? [];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        callAs(testApp, a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
          questionIndex: 0,
          selectedAnswer: options[index % options.length],
        }),
      ),
    );
    const won = answers.filter((response) => response.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((response) => response.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json().error).toBe(QUIZ_MESSAGES.notYourTurn);
    }
    const [stored] = await questionsOf(quiz.sessionId);
    expect(stored?.options?.[stored.answer ?? -1]).toBe(
      options[answers.findIndex((response) => response.statusCode === 200) % options.length],
    );
    expect(await quizRow(quiz.sessionId)).toMatchObject({ currentIndex: 1, score: won[0]?.json().newScore });
  });

  it('writes an answer decided on a quiz that has moved on nowhere', async () => {
    const a = await parentWithLearner();
    const quiz = await generate(a);
    const repo = createQuizRepo(testApp.database.db);
    const decided = { option: 0, typedSealed: null, isCorrect: true, at: clock() };
    // Two answers decided on the same read of question 0, stored at once: one is stored.
    const stored = await Promise.all([
      repo.answer(a.userId, quiz.sessionId, 0, decided),
      repo.answer(a.userId, quiz.sessionId, 0, { ...decided, option: 1 }),
    ]);
    expect(stored.filter(Boolean)).toEqual([{ currentIndex: 1, score: 1, isCompleted: false }]);
    // Decided on question 0 after the quiz moved to question 1, or for another account: nothing.
    expect(await repo.answer(a.userId, quiz.sessionId, 0, decided)).toBeUndefined();
    const b = await parentWithLearner();
    expect(await repo.answer(b.userId, quiz.sessionId, 1, decided)).toBeUndefined();
    // Either may be the one stored; only one is.
    const rows = await questionsOf(quiz.sessionId);
    expect([0, 1]).toContain(rows[0]?.answer);
    expect(rows.slice(1).map((row) => row.answer)).toEqual([null, null, null, null]);
    expect(await quizRow(quiz.sessionId)).toMatchObject({ currentIndex: 1, score: 1 });
  });

  it('sends only the questions the player does not have yet', async () => {
    const a = await parentWithLearner();
    const quiz = await generate(a);
    const after = (await callAs(testApp, a, 'GET', `/api/quiz/${quiz.sessionId}?after=3`)).json();
    expect(after.questions.map((question: { question: string }) => question.question)).toEqual(
      quiz.questions.slice(3).map((question) => question.question),
    );
    expect(after).toMatchObject({ questionCount: 5, currentQuestionIndex: 0 });
    const bad = await callAs(testApp, a, 'GET', `/api/quiz/${quiz.sessionId}?after=-1`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('a retake', () => {
  it('copies a finished Know Myself quiz with its questions sealed to the copy’s rows', async () => {
    const a = await parentWithLearner();
    const quiz = await generate(a, knowMyselfQuizBody());
    for (const [index, question] of quiz.questions.entries()) {
      await callAs(testApp, a, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
        questionIndex: index,
        selectedAnswer: question.options[0],
      });
    }
    const retake = (await callAs(testApp, a, 'POST', `/api/quiz/${quiz.sessionId}/reset`)).json();
    expect(retake.sessionId).not.toBe(quiz.sessionId);
    const copy = (await callAs(testApp, a, 'GET', `/api/quiz/${retake.sessionId}`)).json();
    expect(copy.questions.map((question: { question: string }) => question.question)).toEqual(
      quiz.questions.map((question) => question.question),
    );
    expect(copy.questions.every((question: { userAnswer?: string }) => question.userAnswer === undefined)).toBe(true);
    const [original, copied] = [await questionsOf(quiz.sessionId), await questionsOf(retake.sessionId)];
    expect(copied[0]?.sealed).not.toBe(original[0]?.sealed);
  });
});
