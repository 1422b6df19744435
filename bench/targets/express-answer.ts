/**
 * The reference for the answer call: Express doing the statements SafeSteps' answer does — find the
 * session and its user by the cookie's token hash, read the quiz with its current question's row,
 * and store the answer with the same guarded statement (the question only while it is the quiz's
 * current, unanswered one, then the quiz's counters) — with none of the rest: no validation of
 * the body, no security headers or logs. Both run PGlite on the server's thread.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { announceReady } from '../targets.ts';
import { seededAppWithPgliteInProcess } from './seeded-app.ts';

const { client, parent, quizIds, close } = await seededAppWithPgliteInProcess(process.env);

interface Turn {
  current_index: number;
  is_completed: boolean;
  options: string[] | null;
  correct_answer: string | null;
  explanation: string | null;
}

/** The same statement as SafeSteps' quiz repo's `answer`. */
const ANSWER = `
  with turn as (
    select id from quiz_sessions
    where id = $1 and user_id = $2 and current_index = $3 and not is_completed
    for update
  ), answered as (
    update quiz_questions q set answer = $4, is_correct = $5, answered_at = $6
    from turn
    where q.quiz_id = turn.id and q.position = $3 and q.answer is null
      and not q.removed_options @> jsonb_build_array($4::int)
    returning q.quiz_id
  ), stored as (
    select count(*)::int as questions from quiz_questions where quiz_id = $1
  )
  update quiz_sessions s
  set current_index = s.current_index + 1,
      score = s.score + $7,
      is_completed = s.current_index + 1 >= stored.questions and not s.is_generating,
      completed_at = case when s.current_index + 1 >= stored.questions and not s.is_generating then $6::timestamptz end,
      updated_at = $6
  from answered, stored
  where s.id = answered.quiz_id
  returning s.current_index, s.score, s.is_completed`;

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
  const quizId = request.params.sessionId;
  const {
    rows: [turn],
  } = await client.query<Turn>(
    `select s.current_index, s.is_completed, q.options, q.correct_answer, q.explanation
     from quiz_sessions s left join quiz_questions q on q.quiz_id = s.id and q.position = $3
     where s.user_id = $1 and s.id = $2 limit 1`,
    [signedIn.user_id, quizId, questionIndex],
  );
  const option = turn?.options?.indexOf(selectedAnswer) ?? -1;
  if (!turn || turn.is_completed || turn.current_index !== questionIndex || option < 0) {
    response.status(409).json({ error: 'not your turn' });
    return;
  }
  const isCorrect = selectedAnswer === turn.correct_answer;
  const now = new Date().toISOString();
  const {
    rows: [state],
  } = await client.query<{ current_index: number; score: number; is_completed: boolean }>(ANSWER, [
    quizId,
    signedIn.user_id,
    questionIndex,
    option,
    isCorrect,
    now,
    isCorrect ? 1 : 0,
  ]);
  if (!state) {
    response.status(409).json({ error: 'not your turn' });
    return;
  }
  response.json({
    newScore: state.score,
    currentQuestionIndex: state.current_index,
    isCompleted: state.is_completed,
    isCorrect,
    correctAnswer: turn.correct_answer,
    explanation: turn.explanation,
  });
});

const listener = server.listen(0, '127.0.0.1', () => {
  announceReady({ port: (listener.address() as AddressInfo).port, cookie: parent.cookie, quizIds }, async () => {
    listener.close();
    await close();
  });
});
