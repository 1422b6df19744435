import type { GenerateQuizResponse } from '@contract/quiz.ts';
import { expect, it } from 'vitest';
import { retakeOf } from './reset-quiz.ts';

it('starts a retake with the same questions and their pictures, nothing answered or taken away', () => {
  const played: GenerateQuizResponse = {
    sessionId: 'q1',
    title: 'Everyday Safety',
    quizType: 'general-safety',
    childName: 'Zara',
    questions: [
      {
        question: 'When do you do up your belt?',
        options: ['When we get there', 'Before the car moves'],
        optionPictures: ['thinking-face', 'automobile'],
        removedOptions: ['When we get there'],
        userAnswer: 'Before the car moves',
        isCorrect: true,
        correctAnswer: 'Before the car moves',
        explanation: 'Click your belt before the car moves.',
      },
    ],
    questionCount: 1,
    isGenerating: false,
  };

  expect(retakeOf(played, 'q2')).toEqual({
    ...played,
    sessionId: 'q2',
    questions: [
      {
        question: 'When do you do up your belt?',
        options: ['When we get there', 'Before the car moves'],
        optionPictures: ['thinking-face', 'automobile'],
        removedOptions: [],
      },
    ],
  });
});
