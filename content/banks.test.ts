import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGE_BRACKETS, POPULAR_TOPICS } from '../contract/constants.ts';
import { generateQuiz, TOPIC_GENERATORS } from '../engine/generate-quiz.ts';
import { BRAIN_BOOSTER_LEVELS } from '../engine/quiz.ts';
import { createRandom } from '../engine/random.ts';
import { reportOnBank } from './bank-report.ts';
import { loadContent } from './load.ts';
import { reportOnPopularBank } from './popular-report.ts';
import { ObjectivesFile, PopularBankFile, SAFETY_BANK_CATEGORIES, SafetyBankFile } from './schema.ts';

const root = import.meta.dirname;
const objectives = ObjectivesFile.parse(JSON.parse(readFileSync(join(root, 'objectives.json'), 'utf8')));
const objectiveIds = new Set(objectives.objectives.map((objective) => objective.id));

describe('the safety banks', () => {
  for (const category of SAFETY_BANK_CATEGORIES) {
    const brackets = category === 'digital-safety' ? AGE_BRACKETS.filter((bracket) => bracket !== '4-6') : AGE_BRACKETS;
    it(`has a file for every bracket of ${category}, and nothing else`, () => {
      const files = readdirSync(join(root, 'safety', category)).sort();
      expect(files).toEqual(brackets.map((bracket) => `${bracket}.json`).sort());
    });
    for (const bracket of brackets) {
      it(`${category} ${bracket}: every item passes the validator and every country has enough`, () => {
        const bank = SafetyBankFile.parse(
          JSON.parse(readFileSync(join(root, 'safety', category, `${bracket}.json`), 'utf8')),
        );
        expect(bank.category).toBe(category);
        expect(bank.bracket).toBe(bracket);
        const report = reportOnBank(bank, objectiveIds);
        expect(report.problems).toEqual([]);
        expect(report.shortfalls).toEqual([]);
        expect(report.guessers).toEqual([]);
      });
    }
  }
});

describe('the Brain Booster banks', () => {
  const popularDir = join(root, 'popular');
  const files = existsSync(popularDir) ? readdirSync(popularDir).filter((file) => file.endsWith('.json')) : [];

  it('cover every popular topic, with the computed ones', () => {
    const banked = files.map(
      (file) => PopularBankFile.parse(JSON.parse(readFileSync(join(popularDir, file), 'utf8'))).topic,
    );
    const missing = POPULAR_TOPICS.filter((topic) => !banked.includes(topic) && !(topic in TOPIC_GENERATORS));
    expect(missing).toEqual([]);
  });

  it('serve only topics on the list, and no topic is both computed and banked', () => {
    const banked = files.map(
      (file) => PopularBankFile.parse(JSON.parse(readFileSync(join(popularDir, file), 'utf8'))).topic,
    );
    for (const topic of [...banked, ...Object.keys(TOPIC_GENERATORS)]) expect(POPULAR_TOPICS).toContain(topic);
    expect(banked.filter((topic) => topic in TOPIC_GENERATORS)).toEqual([]);
  });

  for (const file of files) {
    it(`${file}: every item passes the validator and every age it is offered at can make four fresh 10-question quizzes`, () => {
      const bank = PopularBankFile.parse(JSON.parse(readFileSync(join(popularDir, file), 'utf8')));
      expect(POPULAR_TOPICS).toContain(bank.topic);
      expect(file).toBe(`${bank.topic.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`);
      const report = reportOnPopularBank(bank);
      expect(report.problems).toEqual([]);
      expect(report.shortfalls).toEqual([]);
      expect(report.guessers).toEqual([]);
    });
  }
});

describe('what a child is taught, by age', () => {
  const bankItems = (bracket: (typeof AGE_BRACKETS)[number]) =>
    SAFETY_BANK_CATEGORIES.filter((category) => existsSync(join(root, 'safety', category, `${bracket}.json`))).flatMap(
      (category) =>
        SafetyBankFile.parse(JSON.parse(readFileSync(join(root, 'safety', category, `${bracket}.json`), 'utf8'))).items,
    );
  const textOf = (item: { question: string; options: readonly string[]; explanation: string }) =>
    [item.question, ...item.options, item.explanation].join(' ');

  it('teaches the US crisis line 988 only from 10: it is not a line for young children', () => {
    const young = [...bankItems('4-6'), ...bankItems('7-9')].filter(
      (item) => item.countries.includes('US') && /\b988\b/.test(textOf(item)),
    );
    expect(young.map((item) => item.id)).toEqual([]);
    const older = bankItems('10-12').filter((item) => item.countries.includes('US') && /\b988\b/.test(textOf(item)));
    expect(older.length).toBeGreaterThan(0);
  });

  it('teaches the French 119 as the line for children in danger, not for any worry', () => {
    const items = [...bankItems('4-6'), ...bankItems('7-9')].filter(
      (item) => item.countries.includes('FR') && /\b119\b/.test(textOf(item)),
    );
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(textOf(item), item.id).toMatch(/danger|not safe|being hurt|hurting/);
  });

  it('asks no continent question before 7, and asks them from 7', () => {
    const content = loadContent();
    const continents = (age: number) =>
      BRAIN_BOOSTER_LEVELS.flatMap((difficulty) =>
        [1, 2, 3].flatMap((seed) =>
          generateQuiz(
            { kind: 'popular', topic: 'Countries and Flags', age, difficulty, country: 'UK', count: 10 },
            content,
            createRandom(seed),
          ),
        ),
      ).filter((question) => question.skill === 'Continents');
    for (const age of [4, 5, 6]) expect(continents(age), `age ${age}`).toEqual([]);
    expect(continents(8).length).toBeGreaterThan(0);
  });
});
