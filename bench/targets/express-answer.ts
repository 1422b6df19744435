/**
 * The reference for the answer call: Express sending the statements SafeSteps' answer sends, in
 * the same form — find the session and its user by the cookie's token hash (refused once expired
 * or idle), read the quiz with its learner's active flag and its current question's row, and store
 * the answer with the same guarded statement (the question only while it is the quiz's current,
 * unanswered one, then the quiz's counters) — with none of the rest: no validation of the body,
 * no security headers or logs. On PGlite, on the server's thread; on PostgreSQL
 * (BENCH_DATABASE_URL), through a pool of the app's size, its statements prepared where the app's
 * are.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { SESSION_POLICY } from '../../server/modules/auth/auth.service.ts';
import { announceReady } from '../targets.ts';
import { seededAppWithClient } from './seeded-app.ts';

const { client, parent, quizIds, close } = await seededAppWithClient(process.env);

/** The app's session lookup (server/modules/auth/auth.repo.ts), prepared there too. */
const SESSION_WITH_USER = {
  name: 'session_with_user',
  text: `select s.id, s.last_seen_at, s.expires_at, u.id as user_id, u.email, u.first_name, u.last_name,
      u.email_verified_at, u.created_at, u.updated_at
    from sign_in_sessions s inner join users u on u.id = s.user_id where s.token_hash = $1 limit 1`,
};

/** The app's turn (quiz.repo's `turn`), prepared there too. */
const TURN = {
  name: 'quiz_turn',
  text: `select s.id, s.user_id, s.kind, s.learner_id, s.current_index, s.is_completed,
      s.counts_toward_allowance, s.first_answered_at, l.is_active,
      q.quiz_id, q.position, q.item_id, q.skill, q.question, q.options, q.correct_answer, q.explanation,
      q.image, q.sealed, q.answer, q.is_correct, q.removed_options, q.answered_at
    from quizzes s inner join learners l on l.id = s.learner_id
      left join quiz_questions q on q.quiz_id = s.id and q.position = $1
    where s.user_id = $2 and s.id = $3 limit 1`,
};

interface Turn {
  current_index: number;
  is_completed: boolean;
  is_active: boolean;
  options: string[] | null;
  correct_answer: string | null;
  explanation: string | null;
  removed_options: number[] | null;
}

/** The same statement as SafeSteps' quiz repo's `storeAnswer`. */
const ANSWER = {
  text: `
  with turn as (
    select id from quizzes
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
  update quizzes s
  set current_index = s.current_index + 1,
      score = s.score + $7,
      is_completed = s.current_index + 1 >= stored.questions and not s.is_generating,
      completed_at = case when s.current_index + 1 >= stored.questions and not s.is_generating then $6::timestamptz end,
      first_answered_at = coalesce(s.first_answered_at, $6::timestamptz),
      updated_at = $6
  from answered, stored
  where s.id = answered.quiz_id
  returning s.current_index, s.score, s.is_completed`,
};

const server = express();
server.post('/api/quiz/:sessionId/answer', express.json(), async (request, response) => {
  const token = /safesteps_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const {
    rows: [signedIn],
  } = await client.query<{ user_id: string; expires_at: Date; last_seen_at: Date }>(SESSION_WITH_USER, [tokenHash]);
  const now = Date.now();
  if (
    !signedIn ||
    new Date(signedIn.expires_at).getTime() <= now ||
    new Date(signedIn.last_seen_at).getTime() + SESSION_POLICY.idleMs <= now
  ) {
    response.status(401).json({ error: 'signed out' });
    return;
  }
  const { questionIndex, selectedAnswer } = request.body as { questionIndex: number; selectedAnswer: string };
  const quizId = request.params.sessionId;
  const {
    rows: [turn],
  } = await client.query<Turn>(TURN, [questionIndex, signedIn.user_id, quizId]);
  const option = turn?.options?.indexOf(selectedAnswer) ?? -1;
  if (
    !turn?.is_active ||
    turn.is_completed ||
    turn.current_index !== questionIndex ||
    option < 0 ||
    turn.removed_options?.includes(option)
  ) {
    response.status(409).json({ error: 'not your turn' });
    return;
  }
  const isCorrect = selectedAnswer === turn.correct_answer;
  const at = new Date().toISOString();
  const {
    rows: [state],
  } = await client.query<{ current_index: number; score: number; is_completed: boolean }>(ANSWER, [
    quizId,
    signedIn.user_id,
    questionIndex,
    option,
    isCorrect,
    at,
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
    // Answers still in flight finish before their database closes.
    await new Promise((resolve) => listener.close(resolve));
    await close();
  });
});
