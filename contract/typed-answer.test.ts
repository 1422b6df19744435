import { describe, expect, it } from 'vitest';
import { isNearMiss, isTypedAnswerRight } from './quiz.ts';

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

  it('call a one-character slip or the right digits in the wrong order a near miss', () => {
    expect(isNearMiss('LS6 2AB', 'LS6 2AD')).toBe(true);
    expect(isNearMiss('LS6 2AB', 'ls62a')).toBe(true);
    expect(isNearMiss('LS6 2AB', 'LS6 2ABB')).toBe(true);
    expect(isNearMiss('LS6 2AB', 'LS6 2BA')).toBe(true);
    expect(isNearMiss('345 678', '876 543')).toBe(true);
    expect(isNearMiss('D02 X285', 'D02 X258')).toBe(true);
  });

  it('call neither a right answer, an empty one nor a different one a near miss', () => {
    expect(isNearMiss('LS6 2AB', 'ls6 2ab')).toBe(false);
    expect(isNearMiss('LS6 2AB', ' ')).toBe(false);
    expect(isNearMiss('LS6 2AB', 'M1 1AE')).toBe(false);
    expect(isNearMiss('345 678', '345 111')).toBe(false);
    expect(isNearMiss('LS6 2AB', 'SL6 2BA')).toBe(false);
  });
});
