import { describe, expect, it } from 'vitest';
import { missingTopics, reportOnBank } from './bank-report.ts';
import {
  isCorrectSingleLongest,
  longestCorrectShare,
  MAX_TEST_WISE_EXCESS,
  testWiseChance,
  testWiseScore,
} from './option-fairness.ts';
import type { SafetyBankFile } from './schema.ts';

const UK_999_SOURCE = {
  country: 'UK',
  number: '999',
  source: 'South Western Ambulance Service, When to call 999',
} as const;

function item(id: number, options: string[], correctAnswer: string, explanation = 'Getting out keeps you safe.') {
  return {
    id: `ES-B-08-E-${String(id).padStart(2, '0')}`,
    objective: 'ES-B-08',
    difficulty: 'Easy' as const,
    countries: ['UK' as const],
    question: `Ben sees smoke at home. What should he do first, number ${id}?`,
    options,
    correctAnswer,
    explanation,
  };
}

const bank = (items: SafetyBankFile['items'], sources: SafetyBankFile['sources'] = []): SafetyBankFile => ({
  category: 'general-safety',
  bracket: '7-9',
  sources,
  items,
});

const objectives = new Set(['ES-B-08']);

describe('the bank report', () => {
  it('finds the correct option as the single longest only when it is longer than every other', () => {
    expect(
      isCorrectSingleLongest({
        options: ['Get out and stay out', 'Hide', 'Wait'],
        correctAnswer: 'Get out and stay out',
      }),
    ).toBe(true);
    expect(
      isCorrectSingleLongest({ options: ['Get out now', 'Hide in bed', 'Wait'], correctAnswer: 'Get out now' }),
    ).toBe(false);
    expect(longestCorrectShare([])).toBe(0);
  });

  it('refuses a bank where picking the longest option wins more than 40% of the time', () => {
    const giveaway = [1, 2, 3, 4, 5].map((n) =>
      item(n, ['Get out and stay out', 'Hide', 'Wait'], 'Get out and stay out'),
    );
    const fair = [6, 7, 8, 9, 10].map((n) => item(n, ['Get out', 'Hide under the bed', 'Wait'], 'Get out'));
    // 3 of 8 (38%) is within the bound; 5 of 8 (63%) is not.
    expect(reportOnBank(bank([...giveaway.slice(0, 3), ...fair]), objectives).shortfalls.join()).not.toContain(
      'single longest',
    );
    expect(reportOnBank(bank([...giveaway, ...fair.slice(0, 3)]), objectives).shortfalls.join()).toContain(
      'single longest in 63% of items, at most 40%',
    );
  });

  it('plays the test-wise child: the only helper option, else the only list, else the longest', () => {
    const pick = (options: string[], correctAnswer: string) => testWiseChance({ options, correctAnswer });
    expect(pick(['Hide', 'Tell a grown-up', 'Wait and see what happens'], 'Tell a grown-up')).toBe(1);
    expect(pick(['Hide', 'Tell a grown-up', 'Wait and see what happens'], 'Hide')).toBe(0);
    // Two options name a helper, so the child falls back to the only list.
    expect(pick(['Tell an adult', 'Tell a friend', 'Stop, block and report'], 'Tell an adult')).toBe(0);
    expect(pick(['Stop and leave it', 'Leave it', 'Hide it'], 'Stop and leave it')).toBe(1);
    // No helper, no single list: the longest, a tie shared.
    expect(pick(['Get out', 'Hide', 'Wait'], 'Get out')).toBe(1);
    expect(pick(['Get out', 'Hide it', 'Wait'], 'Get out')).toBe(0.5);
    expect(testWiseScore([{ options: ['A', 'B', 'C', 'D'], correctAnswer: 'A' }]).chance).toBe(0.25);
    // The pick is wrong here, so a child who rules it out guesses between two and wins half the time.
    expect(testWiseScore([{ options: ['Hide', 'Tell a grown-up', 'Wait'], correctAnswer: 'Hide' }])).toEqual({
      testWise: 0,
      contrarian: 0.5,
      chance: 1 / 3,
    });
  });

  it('refuses a bank where the test-wise child beats chance by more than the bound', () => {
    const giveaway = [1, 2, 3, 4, 5, 6].map((n) => item(n, ['Hide', 'Tell a grown-up', 'Wait'], 'Tell a grown-up'));
    const fair = [7, 8, 9, 10, 11, 12].map((n) =>
      item(n, ['Tell a grown-up', 'Tell a friend tomorrow', 'Wait'], 'Tell a grown-up'),
    );
    const report = (items: SafetyBankFile['items']) => reportOnBank(bank(items), objectives).shortfalls.join();
    // All giveaways: 100% against 33% by chance. Two in six: 33%, no better than guessing.
    expect(MAX_TEST_WISE_EXCESS).toBeLessThan(1 - 1 / 3);
    expect(report(giveaway)).toContain('scores 100% against 33% by chance, at most 12 points above');
    expect(report([...giveaway.slice(0, 2), ...fair.slice(0, 4)])).not.toContain('by chance');
  });

  it('refuses a bank where the test-wise pick is so often wrong that ruling it out wins', () => {
    // 'Tell a grown-up' is the only helper option and always wrong: ruling it out wins half the time.
    const reversed = [1, 2, 3, 4, 5, 6].map((n) => item(n, ['Get out', 'Tell a grown-up', 'Hide'], 'Get out'));
    expect(reportOnBank(bank(reversed), objectives).shortfalls.join()).toContain(
      'ruling out the only option naming a helper, else the only list, else the longest scores 50% against 33% by chance',
    );
  });

  it('refuses a wrong option that makes the risk sound fun, kind or nice', () => {
    const selling = item(1, ['Get out', 'Stay, as hiding is fun', 'Wait'], 'Get out');
    const flat = item(2, ['Get out', 'Stay and hide', 'Wait'], 'Get out');
    expect(reportOnBank(bank([selling, flat]), objectives).problems).toEqual([
      { id: selling.id, reasons: ['wrong option "Stay, as hiding is fun" makes the risk sound nice'] },
    ]);
  });

  it('refuses an item whose wrong options all start "Just" or "Only"', () => {
    const hedged = item(1, ['Get out', 'Just hide', 'Only wait'], 'Get out');
    const mixed = item(2, ['Get out', 'Just hide', 'Wait a bit'], 'Get out');
    expect(reportOnBank(bank([hedged, mixed]), objectives).problems).toEqual([
      { id: hedged.id, reasons: ['every wrong option starts "Just" or "Only", so the answer stands out'] },
    ]);
  });

  it('wants an official source in the file for every national number an item teaches', () => {
    const teaches999 = item(
      1,
      ['Get out', 'Hide under the bed', 'Wait'],
      'Get out',
      'Get out, then call 999 from outside.',
    );
    expect(reportOnBank(bank([teaches999]), objectives).problems).toEqual([
      { id: teaches999.id, reasons: ['UK: teaches 999 without an official source in the bank file'] },
    ]);
    expect(reportOnBank(bank([teaches999], [UK_999_SOURCE]), objectives).problems).toEqual([]);
  });

  it('refuses a phone number that is in no country’s table, and a source for a number the country does not have', () => {
    const invented = item(1, ['Get out', 'Hide under the bed', 'Wait'], 'Get out', 'Get out, then call 0800 123 456.');
    expect(reportOnBank(bank([invented]), objectives).problems[0]?.reasons).toContain(
      "UK: 0800 123 456 is in no country's table of numbers",
    );
    const wrongSource = { country: 'UK', number: '911', source: 'A page about calling 911 in America' } as const;
    expect(reportOnBank(bank([], [wrongSource]), objectives).problems).toEqual([
      { id: 'sources UK 911', reasons: ['911 is not a number of UK'] },
    ]);
  });

  it('wants a source for an added topic’s facts, and every learner country taught each added topic', () => {
    const dog = {
      ...item(1, ['Ask the owner', 'Pat its head', 'Run up to it'], 'Ask the owner', 'The owner knows the dog.'),
      id: 'ES-B-13-E-01',
      objective: 'ES-B-13',
      countries: ['UK' as const, 'DE' as const],
      question: 'What should you do before stroking a dog you do not know?',
    };
    const dogs = new Set(['ES-B-13']);
    expect(reportOnBank(bank([dog]), dogs).problems[0]?.reasons).toEqual([
      'the facts of ES-B-13 have no source in the bank file',
    ]);
    const sourced = reportOnBank(bank([dog], [{ objective: 'ES-B-13', source: 'AVMA, Dog bite prevention' }]), dogs);
    expect(sourced.problems).toEqual([]);
    expect(sourced.byObjective['ES-B-13']).toEqual({ UK: 1, DE: 1 });
    const missing = missingTopics([sourced]);
    expect(missing).toContain('ES-B-13 UK: 1 of 3 items');
    expect(missing).toContain('ES-B-13 DE: 1 of 3 items');
    expect(missing).toContain('ES-B-13 US: 0 of 3 items');
    expect(missing.some((line) => line.startsWith('ES-B-13 FR'))).toBe(true);
  });
});
