import { describe, expect, it } from 'vitest';
import { itemsByBracket, repeatsAcrossBanks, reportOnPopularBank, subjectWords } from './popular-report.ts';
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

describe('popular banks: the same question in two topics', () => {
  function bank(topic: string, questions: [string, string][]): PopularBankFile {
    return {
      topic,
      items: questions.map(([question, correctAnswer], index) => ({
        ...item(index + 1, [4, 9], [correctAnswer, 'Something else', 'A third thing'], correctAnswer),
        id: `${topic.toLowerCase()}-${String(index + 1).padStart(3, '0')}`,
        question,
      })),
    };
  }
  function repeated(first: [string, string], second: [string, string]): boolean {
    return repeatsAcrossBanks([bank('One', [first]), bank('Two', [second])]).length > 0;
  }

  it('keeps only the words that say what a question is about', () => {
    expect([...subjectWords('What do many story dragons breathe out?')]).toEqual(['story', 'dragon', 'breathe']);
    expect([...subjectWords('A kiss turns the magical frog into what?')]).toEqual(['kiss', 'turn', 'magic', 'frog']);
  });

  it('finds the same question asked in the same words', () => {
    expect(
      repeated(
        ['Which way does a compass needle point?', 'North'],
        ['Which way does a compass needle point?', 'To the north'],
      ),
    ).toBe(true);
    expect(
      repeated(
        ["A story told using 'I' and 'me' is written in which person?", 'First person'],
        ['A story told using I and me is written in which person?', 'First person'],
      ),
    ).toBe(true);
  });

  it('finds the same answer to a question about the same things', () => {
    expect(
      repeated(
        ['What did the Wright brothers fly in 1903?', 'An aeroplane'],
        ['The Wright brothers flew the first what?', 'Aeroplane'],
      ),
    ).toBe(true);
    expect(
      repeated(
        ['A fairy-tale frog is kissed. What does he become?', 'A prince'],
        ['A kiss turns the magic frog into what?', 'A prince'],
      ),
    ).toBe(true);
    expect(
      repeated(['Which is the biggest ocean?', 'The Pacific'], ['Which is the largest ocean on Earth?', 'The Pacific']),
    ).toBe(true);
  });

  it('finds a question about the same things with the answer put another way', () => {
    expect(
      repeated(
        ["What does Cinderella's pumpkin turn into?", 'A carriage'],
        ['In Cinderella, what does the pumpkin turn into?', 'A coach'],
      ),
    ).toBe(true);
  });

  it('finds the same fact asked the other way round', () => {
    expect(
      repeated(
        ['In Sleeping Beauty, what pricks the princess?', 'A spindle'],
        ['Which princess pricks her finger on a spindle?', 'Sleeping Beauty'],
      ),
    ).toBe(true);
    expect(
      repeated(['What is the capital city of Spain?', 'Madrid'], ['Real Madrid are from which country?', 'Spain']),
    ).toBe(false);
  });

  it('leaves near misses alone', () => {
    expect(
      repeated(
        ['Who invented the telephone?', 'Alexander Graham Bell'],
        ['Who invented the light bulb?', 'Thomas Edison'],
      ),
    ).toBe(false);
    // Same answer, but the questions share only a word naming the kind of answer.
    expect(repeated(['What colour is the Hulk?', 'Green'], ['What colour is a creeper?', 'Green'])).toBe(false);
    expect(
      repeated(
        ['Which Disney film features the song Let It Go?', 'Frozen'],
        ['Which Disney film has a talking snowman?', 'Frozen'],
      ),
    ).toBe(false);
    // Same answer, one shared word: two different facts about the same place.
    expect(
      repeated(['Which is the deepest ocean?', 'The Pacific'], ['Which is the largest ocean on Earth?', 'The Pacific']),
    ).toBe(false);
    // Same subject words, but too few to be sure.
    expect(repeated(['Which season is the coldest?', 'Winter'], ['Which season is the hottest?', 'Summer'])).toBe(
      false,
    );
  });

  it('does not compare a bank with itself', () => {
    expect(
      repeatsAcrossBanks([
        bank('One', [
          ['Who painted the Mona Lisa?', 'Leonardo da Vinci'],
          ['Who painted the Mona Lisa?', 'Leonardo da Vinci'],
        ]),
      ]),
    ).toEqual([]);
  });

  it('names both items and the reason', () => {
    expect(
      repeatsAcrossBanks([
        bank('One', [['Who painted the Mona Lisa?', 'Leonardo da Vinci']]),
        bank('Two', [['Who painted the Mona Lisa?', 'Leonardo da Vinci']]),
      ]),
    ).toEqual([{ first: 'one-001', second: 'two-001', why: 'the same question' }]);
  });
});
