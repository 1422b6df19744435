import {
  type AnswerResponse,
  type GenerateQuizResponse,
  QUIZ_MESSAGES,
  type QuizResponse,
  type QuizResults,
} from '@contract/quiz.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReadAloud } from '@/lib/play-settings.ts';
import { errorReply, reply, stubFetch } from '@/test/fetch-stub.ts';
import { renderInApp } from '@/test/render.tsx';
import { stubSpeech } from '@/test/speech-stub.ts';
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

/** The player as a page holds it: read-aloud starts as the child's parent chose (READ_ALOUD), and its switch changes it. */
function PlayerInPage({
  startIndex,
  onFinished,
  waitForNext,
  readAloudForChild,
  onWayBack,
}: {
  startIndex: number;
  onFinished: () => void;
  waitForNext: boolean;
  readAloudForChild: boolean;
  onWayBack: () => void;
}) {
  const [readAloud, setReadAloud] = useReadAloud(readAloudForChild);
  return (
    <QuizPlayer
      start={{ quiz: QUIZ, startIndex, startScore: 0, isSafety: false, waitForNext }}
      readAloud={readAloud}
      onReadAloudChange={setReadAloud}
      onFinished={onFinished}
      onLeave={vi.fn()}
      wayBack={{ label: 'Back to my games', onClick: onWayBack }}
    />
  );
}

function renderPlayer({ startIndex = 0, onFinished = vi.fn(), waitForNext = true, readAloud = false } = {}) {
  const onWayBack = vi.fn();
  renderInApp(
    <PlayerInPage
      startIndex={startIndex}
      onFinished={onFinished}
      waitForNext={waitForNext}
      readAloudForChild={readAloud}
      onWayBack={onWayBack}
    />,
  );
  return { onFinished, onWayBack };
}

const option = (name: string) => screen.getByRole('button', { name });

describe('the quiz player', () => {
  let server: ReturnType<typeof stubQuizServer>;
  beforeEach(() => {
    server = stubQuizServer();
  });
  afterEach(() => {
    expect(server.unanswered).toEqual([]);
    cleanup();
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
    renderPlayer({ waitForNext: false, readAloud: true });
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

  it('reads the question on screen as soon as read-aloud is switched on, and stops when it is switched off', async () => {
    vi.useFakeTimers();
    const spoken = stubSpeech();
    renderPlayer();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(spoken).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Say it again' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sound and reading settings' }));
    fireEvent.click(screen.getByRole('button', { name: /^Read aloud/ }));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(spoken).toEqual(['What colour is grass?', '1. Red', '2. Green', '3. Blue']);
    expect(screen.getByRole('button', { name: 'Say it again' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Read aloud/ }));
    fireEvent.click(option('Red'));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(spoken).toHaveLength(4);
  });

  it('takes one option away on a hint, and the number keys then answer with the options left', async () => {
    renderPlayer();
    const hint = screen.getByRole('button', { name: 'Use a hint' }) as HTMLButtonElement;

    fireEvent.click(hint);

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Red' })).toBeNull());
    expect(screen.getByText('I took one away.')).toBeTruthy();
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
    const saved: QuizResponse = {
      ...QUIZ,
      generationStopped: false,
      currentQuestionIndex: 1,
      score: 1,
      isCompleted: false,
    };
    server = stubFetch({
      'POST /api/quiz/s1/answer': () => errorReply('CONFLICT', 'That question is not the current one.'),
      'GET /api/quiz/s1': () => reply(saved),
    });
    renderPlayer();

    fireEvent.click(option('Green'));

    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What colour is the sky?'));
    expect(screen.getByText('Score 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says kindly when the quiz maker stopped early, keeps the questions that came, and offers a new quiz', async () => {
    vi.unstubAllGlobals();
    const stopped: QuizResponse = {
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
        readAloud={false}
        onReadAloudChange={vi.fn()}
        onFinished={vi.fn()}
        onLeave={vi.fn()}
        wayBack={{ label: 'Make a new quiz', onClick: onBackToSetup }}
      />,
    );
    const notice = await screen.findByText(QUIZ_MESSAGES.generationStopped);
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What colour is grass?');
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make a new quiz' }));
    expect(onBackToSetup).toHaveBeenCalledOnce();
  });

  it('keeps an answer while the connection is down and sends it by itself when it returns', async () => {
    vi.unstubAllGlobals();
    let isOnline = false;
    const answers: unknown[] = [];
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      if (!isOnline) throw new TypeError('Failed to fetch');
      answers.push(JSON.parse(String(init.body)));
      return reply({
        newScore: 1,
        currentQuestionIndex: 1,
        isCompleted: false,
        isCorrect: true,
        correctAnswer: 'Green',
        explanation: EXPLANATIONS[0] ?? '',
      } satisfies AnswerResponse);
    });
    server = { ...server, unanswered: [] };
    renderPlayer();

    fireEvent.click(option('Green'));

    expect((await screen.findByRole('status')).textContent).toBe('Waiting for the internet… your answer is safe');
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect((option('Red') as HTMLButtonElement).disabled).toBe(true);

    isOnline = true;
    window.dispatchEvent(new Event('online'));

    const feedback = await screen.findByTestId('answer-feedback');
    expect(within(feedback).getByText('Great job!')).toBeTruthy();
    expect(answers).toEqual([{ questionIndex: 0, selectedAnswer: 'Green' }]);
    expect(screen.queryByText('Waiting for the internet… your answer is safe')).toBeNull();
  });

  it('shows the stored verdict when a kept answer had reached the server before the connection dropped', async () => {
    vi.unstubAllGlobals();
    let tries = 0;
    const answered: QuizResponse = {
      ...QUIZ,
      questions: [
        {
          question: 'What colour is grass?',
          options: ['Red', 'Green', 'Blue'],
          removedOptions: [],
          userAnswer: 'Green',
          isCorrect: true,
          correctAnswer: 'Green',
          explanation: EXPLANATIONS[0],
        },
        ...QUIZ.questions.slice(1),
      ],
      currentQuestionIndex: 1,
      score: 1,
      isCompleted: false,
      generationStopped: false,
    };
    server = stubFetch({
      'POST /api/quiz/s1/answer': () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        return errorReply('CONFLICT', 'That question is not the current one.');
      },
      'GET /api/quiz/s1': () => reply(answered),
    });
    renderPlayer();

    fireEvent.click(option('Green'));
    await screen.findByText('Waiting for the internet… your answer is safe');
    window.dispatchEvent(new Event('online'));

    const feedback = await screen.findByTestId('answer-feedback');
    expect(within(feedback).getByText('Great job!')).toBeTruthy();
    expect(screen.getByText('Score 1')).toBeTruthy();
  });

  it('ends kindly, with a way back, when the quiz can no longer be played', async () => {
    vi.unstubAllGlobals();
    server = stubFetch({ 'POST /api/quiz/s1/answer': () => errorReply('NOT_FOUND', 'Quiz not found') });
    const { onWayBack } = renderPlayer();

    fireEvent.click(option('Green'));

    expect(await screen.findByRole('heading', { name: 'This quiz has stopped' })).toBeTruthy();
    expect(screen.queryByText('Quiz not found')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to my games' }));
    expect(onWayBack).toHaveBeenCalledTimes(1);
  });

  it('says “So close!” for a typed slip, shows what was typed, and brings up the right keyboard', async () => {
    vi.unstubAllGlobals();
    const typedQuiz: GenerateQuizResponse = {
      ...QUIZ,
      quizType: 'personal-info',
      questions: [
        {
          question: 'What is your postcode?',
          options: ['LS6 2AB', 'M1 1AE', 'B3 2TA'],
          answerMode: 'type',
          removedOptions: [],
        },
        {
          question: 'What is your mum’s number?',
          options: ['07123 456789', '07700 900123'],
          answerMode: 'type',
          removedOptions: [],
        },
      ],
    };
    server = stubFetch({
      'POST /api/quiz/s1/answer': () =>
        reply({
          newScore: 0,
          currentQuestionIndex: 1,
          isCompleted: false,
          isCorrect: false,
          correctAnswer: 'LS6 2AB',
          explanation: 'Your postcode helps letters and help find your home.',
        } satisfies AnswerResponse),
    });
    renderInApp(
      <QuizPlayer
        start={{ quiz: typedQuiz, startIndex: 0, startScore: 0, isSafety: true, waitForNext: true }}
        readAloud={false}
        onReadAloudChange={vi.fn()}
        onFinished={vi.fn()}
        onLeave={vi.fn()}
        wayBack={{ label: 'Back', onClick: vi.fn() }}
      />,
    );
    const input = screen.getByLabelText('Type your answer');
    expect(input.getAttribute('inputmode')).toBe('text');

    fireEvent.change(input, { target: { value: 'LS6 2AD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));

    const feedback = await screen.findByTestId('answer-feedback');
    expect(within(feedback).getByText('So close! The answer is “LS6 2AB”.')).toBeTruthy();
    expect(within(feedback).getByText(/You typed:/).textContent).toBe('You typed: LS6 2AD');
    expect(within(feedback).getByText('D').tagName).toBe('MARK');

    fireEvent.click(within(feedback).getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Type your answer').getAttribute('inputmode')).toBe('tel');
  });
});
