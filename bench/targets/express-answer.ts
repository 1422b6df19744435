/**
 * The reference for the answer call: Express doing the statements SafeSteps' answer does — find the
 * session and its user by the cookie's token hash, read the quiz's state (not its questions), and
 * store the turn, the child's answer included, unless the quiz's version moved — with none of the
 * rest: no validation, sealing, security headers or logs. It keeps the progress as plain JSON in
 * SafeSteps' shape, so its rows grow with each answer as SafeSteps' do. Its PGlite runs on the
 * server's thread, as PGlite's documentation shows it; SafeSteps gives PGlite a thread of its own
 * (decision 011).
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { BENCH_CORRECT_ANSWER } from '../bench-parent.ts';
import { announceReady } from '../targets.ts';
import { seededAppWithPgliteInProcess } from './seeded-app.ts';

const { client, parent, quizIds, close } = await seededAppWithPgliteInProcess(process.env);

interface QuizRow {
  sealed_progress: string;
  current_index: number;
  question_count: number;
  score: number;
  version: number;
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
  const {
    rows: [quiz],
  } = await client.query<QuizRow>(
    `select id, user_id, sealed_progress, current_index, question_count, score, version, is_completed,
     is_generating, jsonb_array_length(question_ids) from quiz_sessions where user_id = $1 and id = $2 limit 1`,
    [signedIn.user_id, request.params.sessionId],
  );
  let answered: Record<string, unknown> | undefined;
  if (quiz && quiz.current_index === questionIndex) {
    const isCorrect = selectedAnswer === BENCH_CORRECT_ANSWER;
    const nextIndex = questionIndex + 1;
    const isCompleted = nextIndex >= quiz.question_count;
    const newScore = quiz.score + (isCorrect ? 1 : 0);
    // Quizzes start with SafeSteps' sealed empty progress, which this reference reads as none.
    const progress: { userAnswer?: string }[] = quiz.sealed_progress.startsWith('[')
      ? JSON.parse(quiz.sealed_progress)
      : [];
    progress[questionIndex] = { userAnswer: selectedAnswer };
    const { rows } = await client.query(
      `update quiz_sessions set sealed_progress = $1, current_index = $2, score = $3, is_completed = $4,
       completed_at = $5, version = $6, updated_at = $7 where user_id = $8 and id = $9 and version = $10 returning id`,
      [
        JSON.stringify(progress),
        nextIndex,
        newScore,
        isCompleted,
        isCompleted ? new Date() : null,
        quiz.version + 1,
        new Date(),
        signedIn.user_id,
        request.params.sessionId,
        quiz.version,
      ],
    );
    if (rows.length === 1)
      answered = {
        newScore,
        currentQuestionIndex: nextIndex,
        isCompleted,
        isCorrect,
        correctAnswer: BENCH_CORRECT_ANSWER,
      };
  }
  if (answered) response.json(answered);
  else response.status(409).json({ error: 'not your turn' });
});

const listener = server.listen(0, '127.0.0.1', () => {
  announceReady({ port: (listener.address() as AddressInfo).port, cookie: parent.cookie, quizIds }, async () => {
    listener.close();
    await close();
  });
});
