import type { AnswerResponse, GenerateQuizResponse, QuizResponse } from '@contract/quiz.ts';
import { QUIZ_MESSAGES } from '@contract/quiz.ts';
import { describe, expect, it } from 'vitest';
import {
  canAnswer,
  canHint,
  chosenOf,
  feedbackOf,
  initialPlayerState,
  isWaitingForQuestion,
  movesOnByItself,
  type PlayerAction,
  type PlayerState,
  playerReducer,
  verdictOf,
  visibleOptions,
} from './quiz-player-state.ts';

const question = (text: string, options = ['Red', 'Green', 'Blue']) => ({
  question: text,
  options,
  removedOptions: [],
});

function quiz(overrides: Partial<GenerateQuizResponse> = {}): GenerateQuizResponse {
  return {
    sessionId: 'session-1',
    title: 'Colours',
    quizType: 'custom',
    childName: 'Sam',
    questions: [question('What colour is grass?'), question('What colour is the sky?')],
    questionCount: 2,
    isGenerating: false,
    ...overrides,
  };
}

const answer = (overrides: Partial<AnswerResponse> = {}): AnswerResponse => ({
  newScore: 1,
  currentQuestionIndex: 1,
  isCompleted: false,
  isCorrect: true,
  correctAnswer: 'Green',
  explanation: 'Grass is green because of chlorophyll.',
  ...overrides,
});

function started(overrides: Partial<GenerateQuizResponse> = {}, startIndex = 0): PlayerState {
  return initialPlayerState({
    quiz: quiz(overrides),
    startIndex,
    startScore: 0,
    isSafety: false,
    waitForNext: true,
  });
}

const run = (state: PlayerState, ...actions: PlayerAction[]) => actions.reduce(playerReducer, state);

describe('the quiz player state', () => {
  it('starts on the given question with nothing chosen and the hints the server already took away', () => {
    const state = initialPlayerState({
      quiz: quiz({ questions: [{ ...question('Q1'), removedOptions: ['Blue'] }, question('Q2')] }),
      startIndex: 1,
      startScore: 1,
      isSafety: true,
      waitForNext: true,
    });
    expect(state).toMatchObject({ index: 1, score: 1, turn: { step: 'choosing', problem: null } });
    expect(state.removed).toEqual({ 0: ['Blue'], 1: [] });
  });

  it('holds the chosen answer, clears an old problem, and refuses a second answer', () => {
    const withProblem = run(started(), { type: 'hint refused' });
    expect(withProblem.turn).toEqual({ step: 'choosing', problem: QUIZ_MESSAGES.hintUnavailable });
    const chosen = run(withProblem, { type: 'answer chosen', option: 'Green' });
    expect(chosen.turn).toEqual({ step: 'sending', chosen: 'Green' });
    expect(canAnswer(chosen)).toBe(false);
    expect(chosenOf(run(chosen, { type: 'answer chosen', option: 'Red' }))).toBe('Green');
  });

  it('shows the feedback with the new score', () => {
    const state = run(
      started(),
      { type: 'answer chosen', option: 'Green' },
      { type: 'feedback shown', answer: answer() },
    );
    expect(feedbackOf(state)?.explanation).toBe('Grass is green because of chlorophyll.');
    expect(chosenOf(state)).toBe('Green');
    expect(state.score).toBe(1);
  });

  it('opens the options again when the answer failed, saying why', () => {
    const state = run(
      started(),
      { type: 'answer chosen', option: 'Green' },
      { type: 'answer failed', problem: 'Network down' },
    );
    expect(state.turn).toEqual({ step: 'choosing', problem: 'Network down' });
    expect(canAnswer(state)).toBe(true);
  });

  it('keeps an answer that could not be sent, waiting, and shows its verdict once it arrives', () => {
    const waiting = run(started(), { type: 'answer chosen', option: 'Green' }, { type: 'answer waiting' });
    expect(waiting.turn).toEqual({ step: 'waiting for internet', chosen: 'Green' });
    expect(canAnswer(waiting)).toBe(false);
    expect(canHint(waiting)).toBe(false);
    expect(chosenOf(run(waiting, { type: 'answer chosen', option: 'Red' }))).toBe('Green');
    const answered = run(waiting, { type: 'feedback shown', answer: answer() });
    expect(answered.turn).toMatchObject({ step: 'answered', chosen: 'Green', isHeld: false });
    expect(answered.score).toBe(1);
  });

  it('ends kindly when the quiz can no longer be played, and takes no answer after', () => {
    const ended = run(
      started(),
      { type: 'answer chosen', option: 'Green' },
      { type: 'ended', reason: 'gone' },
      { type: 'finished' },
    );
    expect(ended.turn).toEqual({ step: 'ended', reason: 'gone' });
    expect(canAnswer(ended)).toBe(false);
  });

  it('moves to the question the server names on Next, clearing the answer, the feedback and a Wait', () => {
    const state = run(
      started(),
      { type: 'answer chosen', option: 'Red' },
      { type: 'feedback shown', answer: answer({ isCorrect: false, newScore: 0 }) },
      { type: 'wait' },
      { type: 'next' },
    );
    expect(state).toMatchObject({ index: 1, turn: { step: 'choosing', problem: null }, score: 0 });
  });

  it('does nothing on Next or Wait while no feedback is shown', () => {
    const state = started();
    expect(playerReducer(state, { type: 'next' })).toBe(state);
    expect(playerReducer(state, { type: 'wait' })).toBe(state);
  });

  it('finishes on Next after the last answer, and then takes no more answers or moves', () => {
    const last = run(
      started({}, 1),
      { type: 'answer chosen', option: 'Blue' },
      { type: 'feedback shown', answer: answer({ isCompleted: true, currentQuestionIndex: 1, correctAnswer: 'Blue' }) },
      { type: 'next' },
    );
    expect(last.turn).toEqual({ step: 'finished' });
    expect(last.index).toBe(1);
    expect(playerReducer(last, { type: 'next' })).toBe(last);
    expect(canAnswer(run(last, { type: 'finished' }))).toBe(false);
  });

  it('takes away the hinted option, and then offers no second hint', () => {
    const before = started();
    expect(canHint(before)).toBe(true);
    const state = run(before, { type: 'hint', questionIndex: 0, removedOption: 'Red' });
    expect(visibleOptions(state)).toEqual(['Green', 'Blue']);
    expect(canHint(state)).toBe(false);
  });

  it('says no hint is available when the server refuses one', () => {
    expect(run(started(), { type: 'hint refused' }).turn).toEqual({
      step: 'choosing',
      problem: QUIZ_MESSAGES.hintUnavailable,
    });
  });

  it('offers no hint after answering, on a typed question, or with only two options', () => {
    expect(canHint(run(started(), { type: 'answer chosen', option: 'Red' }))).toBe(false);
    const typed = started({ questions: [{ ...question('Your postcode?'), answerMode: 'type' }] });
    expect(canHint(typed)).toBe(false);
    expect(visibleOptions(typed)).toEqual([]);
    expect(canHint(started({ questions: [question('Yes or no?', ['Yes', 'No'])] }))).toBe(false);
  });

  it('moves on by itself after a right answer unless held; after a wrong one only when allowed and read aloud', () => {
    const chosen = run(started(), { type: 'answer chosen', option: 'Green' });
    const right = run(chosen, { type: 'feedback shown', answer: answer() });
    const wrong = run(chosen, { type: 'feedback shown', answer: answer({ isCorrect: false }) });
    const waits = { waitForNext: true, readAloud: true };
    const allowed = { waitForNext: false, readAloud: true };
    expect(movesOnByItself(right, waits)).toBe(true);
    expect(movesOnByItself(run(right, { type: 'wait' }), waits)).toBe(false);
    expect(movesOnByItself(wrong, waits)).toBe(false);
    expect(movesOnByItself(wrong, { waitForNext: false, readAloud: false })).toBe(false);
    expect(movesOnByItself(wrong, allowed)).toBe(true);
    expect(movesOnByItself(started(), allowed)).toBe(false);
  });

  it('names the right answer in a not-quite verdict: the safest choice in safety, the answer for a fact', () => {
    const safety = { isSafety: true, quiz: quiz({ quizType: 'general-safety' }) };
    const knowMyself = { isSafety: true, quiz: quiz({ quizType: 'personal-info' }) };
    const brainBooster = { isSafety: false, quiz: quiz() };
    expect(verdictOf(answer(), safety)).toBe('Great job!');
    expect(verdictOf(answer({ isCorrect: false }), safety)).toBe('Good try! The safest choice is “Green”.');
    expect(verdictOf(answer({ isCorrect: false }), knowMyself)).toBe('Good try! The answer is “Green”.');
    expect(verdictOf(answer({ isCorrect: false }), brainBooster)).toBe('Good try! The answer is “Green”.');
  });

  it('waits for a question the model has not sent, and adds arrivals only to the list they follow', () => {
    const waiting = started({ questions: [question('Q1')], questionCount: 3, isGenerating: true }, 1);
    expect(isWaitingForQuestion(waiting)).toBe(true);
    const stale = run(waiting, {
      type: 'questions arrived',
      after: 0,
      questions: [question('Q1 again')],
      questionCount: 3,
      isGenerating: true,
    });
    expect(stale).toBe(waiting);
    const arrived = run(waiting, {
      type: 'questions arrived',
      after: 1,
      questions: [question('Q2'), question('Q3')],
      questionCount: 3,
      isGenerating: false,
    });
    expect(arrived.quiz.questions.map((entry) => entry.question)).toEqual(['Q1', 'Q2', 'Q3']);
    expect(arrived.quiz.isGenerating).toBe(false);
    expect(isWaitingForQuestion(arrived)).toBe(false);
  });

  it('catches up with the quiz the server holds', () => {
    const saved: QuizResponse = {
      ...quiz({ questions: [question('Q1'), { ...question('Q2'), removedOptions: ['Red'] }] }),
      generationStopped: false,
      currentQuestionIndex: 1,
      score: 1,
      isCompleted: false,
    };
    const state = run(
      started(),
      { type: 'answer chosen', option: 'Green' },
      { type: 'answer failed' },
      { type: 'caught up', saved },
    );
    expect(state).toMatchObject({ index: 1, score: 1, turn: { step: 'choosing', problem: null } });
    expect(visibleOptions(state)).toEqual(['Green', 'Blue']);
  });

  it('keeps the same state when reading is already in the state asked for', () => {
    const state = started();
    expect(playerReducer(state, { type: 'reading stopped' })).toBe(state);
    const reading = playerReducer(state, { type: 'reading started' });
    expect(reading.isSpeaking).toBe(true);
    expect(playerReducer(reading, { type: 'reading started' })).toBe(reading);
    expect(playerReducer(reading, { type: 'reading stopped' }).isSpeaking).toBe(false);
  });
});
