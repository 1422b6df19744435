/**
 * The reference for the answer call: Express doing the statements SafeSteps' answer does — find the
 * session and its user by the cookie's token hash, then in one transaction lock the quiz row, check
 * the turn and update it — with none of the rest: no validation, sealing, security headers or logs.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { BENCH_CORRECT_ANSWER } from '../bench-parent.ts';
import { announceReady } from '../targets.ts';
import { seededApp } from './seeded-app.ts';

const { app: seeder, client, parent, quizIds } = await seededApp(process.env);

interface QuizRow {
  sealed_questions: string;
  current_index: number;
  question_count: number;
  score: number;
}

const server = express();
server.post('/api/quiz/:sessionId/answer', express.json(), async (request, response) => {
  const token = /safesteps_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const {
    rows: [signedIn],
  } = await client.query<{ user_id: string }>(
    'select s.*, u.* from sessions s inner join users u on u.id = s.user_id where s.token_hash = $1 limit 1',
    [tokenHash],
  );
  if (!signedIn) {
    response.status(401).json({ error: 'signed out' });
    return;
  }
  const { questionIndex, selectedAnswer } = request.body as { questionIndex: number; selectedAnswer: string };
  const answered = await client.transaction(async (tx) => {
    const {
      rows: [quiz],
    } = await tx.query<QuizRow>('select * from quiz_sessions where user_id = $1 and id = $2 for update', [
      signedIn.user_id,
      request.params.sessionId,
    ]);
    if (!quiz || quiz.current_index !== questionIndex) return undefined;
    const isCorrect = selectedAnswer === BENCH_CORRECT_ANSWER;
    const nextIndex = questionIndex + 1;
    const isCompleted = nextIndex >= quiz.question_count;
    const newScore = quiz.score + (isCorrect ? 1 : 0);
    await tx.query(
      `update quiz_sessions set sealed_questions = $1, current_index = $2, score = $3, is_completed = $4,
       completed_at = $5 where user_id = $6 and id = $7`,
      [
        quiz.sealed_questions,
        nextIndex,
        newScore,
        isCompleted,
        isCompleted ? new Date() : null,
        signedIn.user_id,
        request.params.sessionId,
      ],
    );
    return { newScore, currentQuestionIndex: nextIndex, isCompleted, isCorrect, correctAnswer: BENCH_CORRECT_ANSWER };
  });
  if (answered) response.json(answered);
  else response.status(409).json({ error: 'not your turn' });
});

const listener = server.listen(0, '127.0.0.1', () => {
  announceReady({ port: (listener.address() as AddressInfo).port, cookie: parent.cookie, quizIds }, async () => {
    listener.close();
    await seeder.close();
  });
});
