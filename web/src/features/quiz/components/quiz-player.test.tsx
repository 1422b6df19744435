import {
  type AnswerResponse,
  type GenerateQuizResponse,
  QUIZ_MESSAGES,
  type QuizResults,
  type QuizSession,
} from '@contract/quiz.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changePlaySettings } from '@/lib/play-settings.ts';
import { errorReply, reply, stubFetch } from '@/test/fetch-stub.ts';
import { renderInApp } from '@/test/render.tsx';
import { QuizPlayer } from './quiz-player.tsx';

const QUIZ: GenerateQuizResponse = {
  sessionId: 's1',
  title: 'Colours',
  quizType: 'custom',
  childName: 'Sam',
  questions: [
    { question: 'What colour is grass?', options: ['Red', 'Green', 'Blue'], removedOptions: [] },
    { question: 'What colour is the sky?', options: ['Yellow', 'Blue', 'Pink'], removedOptions: [] },
  ],
  questionCount: 2,
  isGenerating: false,
};

const RIGHT_ANSWERS = ['Green', 'Blue'];
const EXPLANATIONS = ['Grass is green because of chlorophyll.', 'Air scatters blue light the most.'];

const RESULTS: QuizResults = {
  score: 1,
  total: 2,
  percentage: 50,
  strengths: [],
  improvements: [],
  feedback: 'Nice try!',
  questionsWithAnswers: [],
};

/** The server's side of a two-question quiz: it marks answers, takes "Red" away as a hint, and gives results. */
function stubQuizServer() {
  let score = 0;
  return stubFetch({
    'POST /api/quiz/s1/answer': ({ body }) => {
      const { questionIndex, selectedAnswer } = body as { questionIndex: number; selectedAnswer: string };
      const isCorrect = selectedAnswer === RIGHT_ANSWERS[questionIndex];
      if (isCorrect) score += 1;
      return reply({
        newScore: score,
        currentQuestionIndex: questionIndex + 1,
        isCompleted: questionIndex + 1 === QUIZ.questionCount,
        isCorrect,
        correctAnswer: RIGHT_ANSWERS[questionIndex] ?? '',
        explanation: EXPLANATIONS[questionIndex] ?? '',
      } satisfies AnswerResponse);
    },
    'POST /api/quiz/s1/hint': () => reply({ removedOption: 'Red' }),
    'GET /api/quiz/s1/results': () => reply(RESULTS),
  });
}

function renderPlayer({ startIndex = 0, onFinished = vi.fn(), waitForNext = true } = {}) {
  renderInApp(
    <QuizPlayer
      start={{ quiz: QUIZ, startIndex, startScore: 0, isSafety: false, waitForNext }}
      onFinished={onFinished}
      onBackToSetup={vi.fn()}
    />,
  );
  return { onFinished };
}

const option = (name: string) => screen.getByRole('button', { name });

/** A speech engine that finishes each utterance at once, keeping what it was asked to say. */
function stubSpeech() {
  const spoken: string[] = [];
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    },
  );
  vi.stubGlobal('speechSynthesis', {
    speak: (utterance: { text: string; onend: (() => void) | null }) => {
      spoken.push(utterance.text);
      queueMicrotask(() => utterance.onend?.());
    },
    cancel: () => {},
  });
  return spoken;
}

describe('the quiz player', () => {
  let server: ReturnType<typeof stubQuizServer>;
  beforeEach(() => {
    server = stubQuizServer();
  });
  afterEach(() => {
    expect(server.unanswered).toEqual([]);
    cleanup();
    changePlaySettings({ readAloud: false });
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a not-quite answer with the right one and the explanation, then waits for Next', async () => {
    renderPlayer();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What colour is grass?');

    fireEvent.click(option('Red'));

    const feedback = await screen.findByTestId('answer-feedback');
    expect(within(feedback).getByText('Good try! The answer is “Green”.')).toBeTruthy();
    expect(within(feedback).getByTestId('answer-explanation').textContent).toBe(EXPLANATIONS[0]);
    expect(server.bodiesTo('POST', '/api/quiz/s1/answer')).toEqual([{ questionIndex: 0, selectedAnswer: 'Red' }]);
    expect(within(feedback).queryByRole('button', { name: 'Wait' })).toBeNull();

    fireEvent.click(within(feedback).getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What colour is the sky?');
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    expect(screen.queryByTestId('answer-feedback')).toBeNull();
  });

  it('cheers a right answer and moves on by itself after its pause', async () => {
    vi.useFakeTimers();
    renderPlayer();

    fireEvent.click(option('Green'));
    await act(() => vi.advanceTimersByTimeAsync(0));

    const feedback = screen.getByTestId('answer-feedback');
    expect(within(feedback).getByText('Great job!')).toBeTruthy();
    expect(within(feedback).getByTestId('answer-explanation').textContent).toBe(EXPLANATIONS[0]);
    expect(screen.getByText('Score 1')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(2_000));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What colour is the sky?');
  });

  it('holds a right answer on screen after a tap on Wait, until Next', async () => {
    vi.useFakeTimers();
    renderPlayer();

    fireEvent.click(option('Green'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: 'Wait' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What colour is grass?');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What colour is the sky?');
  });

  it('reads aloud, and with the parent’s leave moves on by itself once a not-quite answer is explained', async () => {
    vi.useFakeTimers();
    const spoken = stubSpeech();
    changePlaySettings({ readAloud: true });
    renderPlayer({ waitForNext: false });
    // The speech engine pauses a second between the parts it reads.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(spoken).toEqual(['What colour is grass?', '1. Red', '2. Green', '3. Blue']);

    fireEvent.click(option('Red'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Wait' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    expect(spoken.slice(4)).toEqual(['Good try! The answer is “Green”.', EXPLANATIONS[0]]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What colour is grass?');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What colour is the sky?');
  });

  it('takes one option away on a hint, and the number keys then answer with the options left', async () => {
    renderPlayer();
    const hint = screen.getByRole('button', { name: 'Use a hint' }) as HTMLButtonElement;

    fireEvent.click(hint);

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Red' })).toBeNull());
    expect(hint.disabled).toBe(true);
    expect(server.bodiesTo('POST', '/api/quiz/s1/hint')).toEqual([{ questionIndex: 0 }]);

    fireEvent.keyDown(document.body, { key: '1' });

    await screen.findByTestId('answer-feedback');
    expect(server.bodiesTo('POST', '/api/quiz/s1/answer')).toEqual([{ questionIndex: 0, selectedAnswer: 'Green' }]);
  });

  it('finishes with the server’s results after the last answer', async () => {
    const { onFinished } = renderPlayer({ startIndex: 1 });

    fireEvent.click(option('Pink'));
    const next = await screen.findByRole('button', { name: 'See my results' });
    fireEvent.click(next);

    await waitFor(() => expect(onFinished).toHaveBeenCalledWith(RESULTS));
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('says what went wrong when an answer is not taken, and lets the child answer again', async () => {
    vi.unstubAllGlobals();
    server = stubFetch({
      'POST /api/quiz/s1/answer': () => errorReply('INTERNAL', 'Something went wrong on our side.'),
    });
    renderPlayer();

    fireEvent.click(option('Green'));

    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side.');
    expect((option('Green') as HTMLButtonElement).disabled).toBe(false);
  });

  it('catches up with the question the server is on when another tab answered first', async () => {
    vi.unstubAllGlobals();
    const session: QuizSession = {
      ...QUIZ,
      generationStopped: false,
      currentQuestionIndex: 1,
      score: 1,
      isCompleted: false,
    };
    server = stubFetch({
      'POST /api/quiz/s1/answer': () => errorReply('CONFLICT', 'That question is not the current one.'),
      'GET /api/quiz/s1': () => reply(session),
    });
    renderPlayer();

    fireEvent.click(option('Green'));

    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What colour is the sky?'));
    expect(screen.getByText('Score 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says kindly when the quiz maker stopped early, keeps the questions that came, and offers a new quiz', async () => {
    vi.unstubAllGlobals();
    const stopped: QuizSession = {
      ...QUIZ,
      questions: [],
      questionCount: 2,
      isGenerating: false,
      generationStopped: true,
      currentQuestionIndex: 0,
      score: 0,
      isCompleted: false,
    };
    server = stubFetch({ 'GET /api/quiz/s1': () => reply(stopped) });
    const onBackToSetup = vi.fn();
    renderInApp(
      <QuizPlayer
        start={{
          quiz: { ...QUIZ, questionCount: 5, isGenerating: true },
          startIndex: 0,
          startScore: 0,
          isSafety: false,
          waitForNext: true,
        }}
        onFinished={vi.fn()}
        onBackToSetup={onBackToSetup}
      />,
    );
    const notice = await screen.findByText(QUIZ_MESSAGES.generationStopped);
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What colour is grass?');
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make a new quiz' }));
    expect(onBackToSetup).toHaveBeenCalledOnce();
  });
});
