import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import { AGE_BRACKETS, LEARNER_COUNTRIES, type LearnerCountry } from '../contract/constants.ts';
import { itemTagsFor } from './countries.ts';
import { generateQuiz } from './generate-quiz.ts';
import { type GeneratedQuestion, SAFETY_DIFFICULTIES, type SafetyBankCategory } from './quiz.ts';
import { createRandom } from './random.ts';

const content = loadContent();

/** Written out here, apart from the engine's table, so a slip in the table cannot hide itself. */
const NATIONAL = {
  UK: [
    '999',
    '101',
    '111',
    '08001111',
    'NHS',
    'Childline',
    'CEOP',
    'Green Cross Code',
    'Report Remove',
    'United Kingdom',
  ],
  US: ['911', '988', '18002221222', '18008435678', 'Poison Help', 'CyberTipline', 'NCMEC', 'Take It Down'],
  CA: ['911', '988', '18006686868', '686868', '18447647669', '18664589022', 'Kids Help Phone', 'Cybertip.ca'],
  AU: ['000', '106', '131444', '1800022222', '131126', '1800551800', 'Kids Helpline', 'healthdirect', 'eSafety'],
  IE: ['999', '112', '1800666666', 'Childline', 'ISPCC', 'Eircode', 'Ireland'],
  EU: ['112'],
} as const;

const TAUGHT_IN: Record<LearnerCountry, readonly string[]> = {
  UK: [...NATIONAL.UK, '112'],
  US: NATIONAL.US,
  CA: NATIONAL.CA,
  AU: [...NATIONAL.AU, '112'],
  IE: NATIONAL.IE,
  FR: NATIONAL.EU,
  DE: NATIONAL.EU,
  ES: NATIONAL.EU,
  IT: NATIONAL.EU,
  NL: NATIONAL.EU,
  other: [],
};

/** The text with digits run together ("9 9 9", "1-800-222-1222" → "999", "18002221222"). */
const flatten = (question: GeneratedQuestion) =>
  [question.question, ...question.options, question.explanation].join(' \n ').replace(/(\d)[\s-](?=\d)/g, '$1');

function otherCountries(text: string, country: LearnerCountry, own: readonly string[] = []): string[] {
  const allowed = new Set<string>([...TAUGHT_IN[country], ...own]);
  const foreign = [...new Set(Object.values(NATIONAL).flat())].filter((entry) => !allowed.has(entry));
  return foreign.filter((entry) =>
    /^\d+$/.test(entry)
      ? new RegExp(`(?<![\\d,.])${entry}(?![\\d]|[,.]\\d)`).test(text)
      : new RegExp(`(?<![\\p{L}])${entry.replace('.', '\\.')}(?![\\p{L}])`, 'u').test(text),
  );
}

const CATEGORIES: readonly SafetyBankCategory[] = ['general-safety', 'digital-safety', 'health-hygiene'];
const settings = CATEGORIES.flatMap((category) =>
  (category === 'digital-safety' ? AGE_BRACKETS.slice(1) : AGE_BRACKETS).flatMap((bracket) =>
    SAFETY_DIFFICULTIES.map((difficulty) => ({ category, bracket, difficulty })),
  ),
);

describe('every learner country is taught its own numbers and services', () => {
  for (const country of LEARNER_COUNTRIES) {
    it(`${country}: 1,000 quizzes hold no other country's number or service`, () => {
      const slips: string[] = [];
      for (let run = 0; run < 1000; run += 1) {
        const setting = settings[run % settings.length] as (typeof settings)[number];
        const emergencyNumber = country === 'other' && run % 2 === 0 ? '190' : undefined;
        const quiz = generateQuiz(
          { kind: 'safety', ...setting, country, emergencyNumber, count: 10 },
          content,
          createRandom(run),
        );
        for (const question of quiz) {
          const found = otherCountries(flatten(question), country, emergencyNumber ? [emergencyNumber] : []);
          if (found.length > 0) slips.push(`${question.id}: ${found.join(', ')}`);
        }
      }
      expect([...new Set(slips)]).toEqual([]);
    }, 120_000);
  }

  it('teaches a child in France 112 and never 999', () => {
    const texts = SAFETY_DIFFICULTIES.flatMap((difficulty) =>
      generateQuiz(
        { kind: 'safety', category: 'general-safety', bracket: '4-6', difficulty, country: 'FR', count: 25 },
        content,
        createRandom(11),
      ).map(flatten),
    ).join(' ');
    expect(texts).toMatch(/(?<!\d)112(?!\d)/);
    expect(texts).not.toMatch(/999/);
  });

  it('teaches a child in Germany 110 for the police and a child in France never', () => {
    const taught = (country: LearnerCountry) =>
      (content.safety['general-safety']['4-6'] ?? [])
        .filter((item) => itemTagsFor(country).some((tag) => item.countries.includes(tag)))
        .map((item) => [item.question, ...item.options, item.explanation].join(' '))
        .join(' ');
    expect(taught('DE')).toContain('1 1 0 gets the police');
    expect(taught('FR')).not.toContain('1 1 0');
    const quiz = generateQuiz(
      { kind: 'safety', category: 'general-safety', bracket: '4-6', difficulty: 'Hard', country: 'DE', count: 25 },
      content,
      createRandom(1),
    );
    expect(quiz.filter((question) => question.id.endsWith('-EU') && flatten(question).includes('police'))).toEqual([]);
  });

  it('teaches every child from 5 a helpline of their own country, or none where none fits a young child', () => {
    // The US line, 988, is a suicide and crisis line: it is taught from 10, not to a 5-year-old.
    const helplines: Partial<Record<LearnerCountry, string>> = {
      UK: '0800 1111',
      IE: '1800 66 66 66',
      CA: '1-800-668-6868',
      AU: '1800 55 1800',
      DE: '116 111',
      FR: '119',
      ES: '116 111',
      IT: '19696',
    };
    for (const country of LEARNER_COUNTRIES) {
      const bank = content.safety['general-safety']['4-6'] ?? [];
      const taught = bank
        .filter(
          (item) => item.objective === 'ES-A-16' && itemTagsFor(country).some((tag) => item.countries.includes(tag)),
        )
        .map((item) => [item.question, ...item.options, item.explanation].join(' '))
        .join(' ');
      const own = helplines[country];
      if (own) expect(taught, country).toContain(own);
      for (const [other, number] of Object.entries(helplines)) {
        if (number !== own && other !== country) expect(taught, `${other} in ${country}`).not.toContain(number);
      }
    }
  });

  it('teaches a child in "other" the number the parent entered, or no number at all', () => {
    const quiz = (emergencyNumber?: string) =>
      SAFETY_DIFFICULTIES.flatMap((difficulty) =>
        generateQuiz(
          {
            kind: 'safety',
            category: 'general-safety',
            bracket: '4-6',
            difficulty,
            country: 'other',
            emergencyNumber,
            count: 25,
          },
          content,
          createRandom(5),
        ),
      );
    const withNumber = quiz('190').map((question) => [question.question, ...question.options].join(' '));
    expect(withNumber.join(' ')).toContain('1 9 0');
    const numberRecall = withNumber.filter((text) => text.includes('1 9 0'));
    expect(numberRecall.length).toBeGreaterThan(0);
    const withoutNumber = quiz().map((question) => flatten(question));
    expect(withoutNumber.filter((text) => /\d{3}/.test(text))).toEqual([]);
  });
});
