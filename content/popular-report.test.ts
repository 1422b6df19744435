import { describe, expect, it } from 'vitest';
import { longestCorrectByBracket, reportOnPopularBank } from './popular-report.ts';
import type { PopularBankFile } from './schema.ts';

function item(id: number, ages: [number, number], options: string[], correctAnswer: string) {
  return {
    id: `test-topic-${String(id).padStart(3, '0')}`,
    ages,
    difficulty: 'Easy' as const,
    question: `Question number ${id}?`,
    options,
    correctAnswer,
    explanation: 'Because it is.',
  };
}

describe('popular banks: does the longest option give the answer away?', () => {
  const bank: PopularBankFile = {
    topic: 'Test Topic',
    items: [
      item(1, [4, 6], ['A red ball', 'Blue', 'Green'], 'A red ball'),
      item(2, [4, 6], ['A tall tree', 'Grass', 'Moss'], 'A tall tree'),
      item(3, [4, 9], ['Cat', 'A big dog', 'Fish'], 'Cat'),
      item(4, [7, 9], ['Rain', 'Snow and ice', 'Hail'], 'Rain'),
    ],
  };

  it('measures the share per age bracket, counting an item in every bracket it reaches', () => {
    expect(longestCorrectByBracket(bank.items)).toEqual({ '4-6': 2 / 3, '7-9': 0 });
  });

  it('refuses a bracket where picking the longest wins more than 40% of the time', () => {
    expect(reportOnPopularBank(bank).lengthGivesAway).toEqual([
      'ages 4-6: the correct option is the single longest in 67% of items, at most 40%',
    ]);
  });
});
