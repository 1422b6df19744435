import { describe, expect, it } from 'vitest';
import { isTypedAnswerRight } from './quiz.ts';

describe('typed answers', () => {
  it('accept a postcode or number whatever its case, spaces and dashes', () => {
    expect(isTypedAnswerRight('LS6 2AB', 'ls62ab')).toBe(true);
    expect(isTypedAnswerRight('LS6 2AB', ' Ls6-2Ab ')).toBe(true);
    expect(isTypedAnswerRight('B3H 2Y9', 'b3h2y9')).toBe(true);
    expect(isTypedAnswerRight('345 678', '345678')).toBe(true);
    expect(isTypedAnswerRight('(415) 867-5309', '415 867 5309')).toBe(true);
  });

  it('refuse a different character, a missing one or an empty answer', () => {
    expect(isTypedAnswerRight('LS6 2AB', 'LS6 2AD')).toBe(false);
    expect(isTypedAnswerRight('LS6 2AB', 'LS6 2A')).toBe(false);
    expect(isTypedAnswerRight('345 678', '345 687')).toBe(false);
    expect(isTypedAnswerRight('345 678', '  ')).toBe(false);
  });
});
