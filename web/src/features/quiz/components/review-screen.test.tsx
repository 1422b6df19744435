import type { QuizResults } from '@contract/quiz.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ReviewScreen } from './results-screen.tsx';

afterEach(cleanup);

const missed = { options: ['A', 'B'], correctAnswer: 'LS6 2AB', isCorrect: false, explanation: 'Your postcode.' };

const results: QuizResults = {
  score: 0,
  total: 2,
  percentage: 0,
  strengths: [],
  improvements: [],
  feedback: 'Keep going.',
  questionsWithAnswers: [
    { ...missed, question: 'What is your postcode?', userAnswer: 'LS6 2AD', answerMode: 'type' },
    { ...missed, question: 'Which is safe?', options: ['Yes', 'No'], correctAnswer: 'No', userAnswer: 'Yes' },
  ],
};

test('the review shows what a child typed, and what they chose', () => {
  render(<ReviewScreen results={results} onBack={() => {}} />);
  expect(screen.getByText('You typed: LS6 2AD')).toBeTruthy();
  expect(screen.getByText('You chose: Yes')).toBeTruthy();
});
