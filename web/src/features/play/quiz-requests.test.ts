import { defaultPlaySettings } from '@contract/learners.ts';
import { CategoryQuizBody, CustomQuizBody } from '@contract/quiz.ts';
import { describe, expect, it } from 'vitest';
import { categoryQuizRequest, topicQuizRequest } from './quiz-requests.ts';

const LILY = {
  firstName: 'Lily',
  lastName: 'Okafor',
  age: 5,
  country: 'UK' as const,
  homeAddress: '12 Oak Road, Leeds LS6 2AB',
  city: 'Leeds',
  parent1Name: 'Ngozi Okafor',
  parent1Phone: '07123 456789',
  parent1RelationshipType: 'Mum' as const,
};

describe('a tile’s quiz, made from what the parent saved', () => {
  it('asks Know Myself about the saved details, at the parent’s count and difficulty', () => {
    const settings = { ...defaultPlaySettings(5), questionCount: 10, difficulty: 'Hard' as const };
    const body = categoryQuizRequest('personal-info-recall', LILY, settings, false);
    expect(CategoryQuizBody.parse(body)).toEqual({
      category: 'personal-info-recall',
      ...LILY,
      numQuestions: 10,
      difficultyLevel: 'Hard',
    });
  });

  it('keeps to what the free plan allows: Know Myself at most 10, a safety quiz 5', () => {
    const settings = { ...defaultPlaySettings(5), questionCount: 20 };
    expect(categoryQuizRequest('personal-info-recall', LILY, settings, false).numQuestions).toBe(10);
    expect(categoryQuizRequest('personal-info-recall', LILY, settings, true).numQuestions).toBe(20);
    expect(categoryQuizRequest('general-safety', LILY, settings, false).numQuestions).toBe(5);
    expect(categoryQuizRequest('general-safety', LILY, settings, true).numQuestions).toBe(20);
  });

  it('pitches a safety quiz at the child’s age group, without sending their details', () => {
    const body = categoryQuizRequest('general-safety', LILY, defaultPlaySettings(5), false);
    expect(CategoryQuizBody.parse(body)).toEqual({
      category: 'general-safety',
      country: 'UK',
      ageBracket: '4-6',
      numQuestions: 5,
      difficultyLevel: 'Easy',
    });
  });

  it('makes a popular topic at the child’s age, in the topics’ own countries and levels', () => {
    const settings = { ...defaultPlaySettings(9), difficulty: 'Hard' as const };
    const body = topicQuizRequest('Space and Planets Quiz', { ...LILY, age: 9, country: 'IE' }, settings);
    expect(CustomQuizBody.parse(body)).toEqual({
      subject: 'Space and Planets Quiz',
      topic: 'Space and Planets Quiz',
      childAge: 9,
      country: 'UK',
      numQuestions: 5,
      difficultyLevel: 'Advanced',
    });
  });
});
