import { describe, expect, it } from 'vitest';
import { missingTopics, reportOnBank } from './bank-report.ts';
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
  it('names the guessers that beat chance, over the bank and over each difficulty, and the items carrying the cue', () => {
    const loneGrownUp = [1, 2, 3].map((n) => item(n, ['Hide in bed', 'Tell an adult', 'Wait a bit'], 'Tell an adult'));
    // The grown-up option is a decoy here: "tell a grown-up later" is wrong.
    const decoy = [4, 5, 6].map((n) => item(n, ['Get out now', 'Tell an adult later', 'Hide in bed'], 'Get out now'));
    const lines = (items: SafetyBankFile['items']) => reportOnBank(bank(items), objectives).guessers;
    expect(lines(loneGrownUp)).toContain(
      'general-safety 7-9: picking the only grown-up option scores 100% against 33% by chance (at most 10 points above); its cue gives the answer in ES-B-08-E-01, ES-B-08-E-02, ES-B-08-E-03',
    );
    expect(lines(loneGrownUp).join('\n')).toContain('general-safety 7-9 Easy: picking the only grown-up option');
    // Half the grown-up options right, half wrong: 50% against 33%, still above. One in four: 25%.
    expect(lines([...loneGrownUp, ...decoy]).join('\n')).toContain('picking the only grown-up option scores 50%');
    expect(lines([loneGrownUp[0] as SafetyBankFile['items'][number], ...decoy]).join('\n')).not.toContain(
      'only grown-up',
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
