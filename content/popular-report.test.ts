import { describe, expect, it } from 'vitest';
import { itemsByBracket, reportOnPopularBank } from './popular-report.ts';
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

describe('popular banks: does the look of the options give the answer away?', () => {
  const bank: PopularBankFile = {
    topic: 'Test Topic',
    items: [
      item(1, [4, 6], ['A red ball', 'Blue', 'Green'], 'A red ball'),
      item(2, [4, 6], ['A tall tree', 'Grass', 'Moss'], 'A tall tree'),
      item(3, [4, 9], ['Cat', 'A big dog', 'Fish'], 'Cat'),
      item(4, [7, 9], ['Rain', 'Snow and ice', 'Hail'], 'Rain'),
    ],
  };

  it('counts an item in every age band it reaches', () => {
    expect(
      Object.fromEntries(Object.entries(itemsByBracket(bank.items)).map(([band, items]) => [band, items.length])),
    ).toEqual({
      '4-6': 3,
      '7-9': 2,
    });
  });

  it('names an age band where picking the longest beats chance by more than 10 points', () => {
    const guessers = reportOnPopularBank(bank).guessers;
    expect(
      guessers.some((line) =>
        line.startsWith('Test Topic 4-6: picking the longest option scores 67% against 33% by chance'),
      ),
    ).toBe(true);
    expect(guessers.some((line) => line.startsWith('Test Topic 7-9: picking the longest'))).toBe(false);
  });
});
