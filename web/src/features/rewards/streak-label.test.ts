import { describe, expect, it } from 'vitest';
import { streakLabel } from './streak-label.ts';

describe('the streak line', () => {
  it('is worth showing from two days, and never speaks of a missed day', () => {
    expect(streakLabel(0)).toBeNull();
    expect(streakLabel(1)).toBeNull();
    expect(streakLabel(2)).toBe('2 days in a row');
    expect(streakLabel(3)).toBe('3 days in a row');
  });
});
