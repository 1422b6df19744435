import { describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES } from './quiz.ts';

describe('the notice for a quiz that repeats questions', () => {
  it('counts the new ones for the parent, in the learner’s name, one or none included', () => {
    expect(QUIZ_MESSAGES.someSeenBefore(12, 25, 'Lily')).toBe(
      '12 of these 25 questions are new for Lily — the rest are ones Lily has seen before, and a second go helps them stick.',
    );
    expect(QUIZ_MESSAGES.someSeenBefore(1, 10, 'Sam')).toMatch(/^1 of these 10 questions is new for Sam — /);
    expect(QUIZ_MESSAGES.someSeenBefore(0, 5, 'Sam')).toBe(
      'Sam has seen all 5 of these questions before — a second go helps them stick.',
    );
  });
});
