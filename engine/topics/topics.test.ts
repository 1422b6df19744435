import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load.ts';
import { QUIZ_COUNTRIES } from '../../contract/constants.ts';
import { APP_ROOT } from '../../server/app-root.ts';
import { generateQuiz, TOPIC_GENERATORS } from '../generate-quiz.ts';
import { givesAwayEither } from '../give-away.ts';
import { CHARACTER_NAMES } from '../names.ts';
import type { GeneratedQuestion } from '../quiz.ts';
import { BRAIN_BOOSTER_LEVELS } from '../quiz.ts';
import { createRandom } from '../random.ts';
import { TIMES_TABLE_RANGES } from './maths/times-tables.ts';
import { spellingFor } from './spelling.ts';
import { type Level, rangeFor } from './topic-generator.ts';

const content = loadContent();
const COMPUTED_TOPICS = Object.keys(TOPIC_GENERATORS);

function quiz(
  topic: string,
  age: number,
  difficulty: Level,
  seed: number,
  country: (typeof QUIZ_COUNTRIES)[number] = 'UK',
) {
  return generateQuiz({ kind: 'popular', topic, age, difficulty, country, count: 25 }, content, createRandom(seed));
}

/** What makes two questions the same for a child: the wording (whoever the story is about) and the picture. */
function sameness(question: GeneratedQuestion): string {
  const named = new RegExp(`\\b(?:${CHARACTER_NAMES.join('|')})\\b`, 'g');
  return `${question.question.replace(named, 'someone')}|${question.image?.flag ?? ''}`;
}

/** The share of one 25-question quiz's questions that also come up in the other, over a few seeds. */
function sharedShare(topic: string, first: [number, Level], second: [number, Level]): number {
  let shared = 0;
  let total = 0;
  for (let seed = 1; seed <= 4; seed += 1) {
    const a = quiz(topic, first[0], first[1], seed).map(sameness);
    const b = new Set(quiz(topic, second[0], second[1], seed + 100).map(sameness));
    shared += a.filter((key) => b.has(key)).length;
    total += a.length;
  }
  return shared / total;
}

describe('computed topics follow age and difficulty', () => {
  for (const topic of COMPUTED_TOPICS) {
    it(`${topic} differs between ages 6, 10 and 14`, () => {
      for (const [first, second] of [
        [6, 10],
        [10, 14],
        [6, 14],
      ] as const) {
        expect(sharedShare(topic, [first, 'Medium'], [second, 'Medium']), `${first} and ${second}`).toBeLessThanOrEqual(
          0.3,
        );
      }
    });

    it(`${topic} differs between Easy and Advanced at ages 6, 10 and 14`, () => {
      for (const age of [6, 10, 14]) {
        expect(sharedShare(topic, [age, 'Easy'], [age, 'Advanced']), `age ${age}`).toBeLessThanOrEqual(0.3);
      }
    });

    it(`${topic} makes 25 distinct questions at every age and level`, () => {
      for (let age = 4; age <= 16; age += 1) {
        for (const difficulty of BRAIN_BOOSTER_LEVELS) {
          const questions = quiz(topic, age, difficulty, age);
          expect(new Set(questions.map(sameness)).size, `${age} ${difficulty}`).toBe(25);
        }
      }
    });
  }
});

describe('times tables', () => {
  it('keep to the 2, 5 and 10 tables with multipliers up to 10 at ages 4 to 6', () => {
    const tables = new Set<number>();
    for (const age of [4, 5, 6]) {
      for (const difficulty of BRAIN_BOOSTER_LEVELS) {
        for (const question of quiz('Times Tables Training', age, difficulty, age * 3)) {
          const [table, times] = factorsOf(question);
          tables.add(table);
          expect([2, 5, 10], question.question).toContain(table);
          expect(times, question.question).toBeLessThanOrEqual(10);
          expect(Number(question.correctAnswer), question.question).toBeLessThanOrEqual(100);
        }
      }
    }
    expect([...tables].sort((a, b) => a - b)).toEqual([2, 5, 10]);
  });

  it('reach every table to 12 × 12 by age 10 and go beyond 12 for teenagers on Advanced', () => {
    const atTen = new Set(
      BRAIN_BOOSTER_LEVELS.flatMap((difficulty) =>
        [1, 2, 3].flatMap((seed) => quiz('Times Tables Training', 10, difficulty, seed).map((q) => factorsOf(q)[0])),
      ),
    );
    for (const table of [3, 4, 6, 7, 8, 9, 11, 12]) expect(atTen).toContain(table);
    for (const question of quiz('Times Tables Training', 14, 'Advanced', 5)) {
      expect(factorsOf(question)[0]).toBeGreaterThan(12);
    }
  });

  it('compute the right answers', () => {
    for (const age of [5, 8, 12, 15]) {
      for (const question of quiz('Times Tables Training', age, 'Medium', age)) {
        const [table, times] = factorsOf(question);
        const asked = question.id.includes(':div:') || question.id.includes(':missing:') ? times : table * times;
        expect(question.correctAnswer, question.question).toBe(String(asked));
      }
    }
  });
});

describe('a times-tables quiz', () => {
  it('asks each fact once, however it is worded, while the range has facts it has not asked', () => {
    for (const [age, difficulty] of [
      [5, 'Medium'],
      [8, 'Easy'],
      [11, 'Easy'],
      [14, 'Medium'],
    ] as const) {
      for (const seed of [1, 2, 3]) {
        const facts = quiz('Times Tables Training', age, difficulty, seed).map((question) => question.fact);
        const { tables, by } = rangeFor(TIMES_TABLE_RANGES, { age, difficulty, country: 'UK' });
        const inRange = new Set(
          tables.flatMap((table) =>
            Array.from({ length: by[1] - by[0] + 1 }, (_, index) => {
              const times = by[0] + index;
              return `${Math.min(table, times)}x${Math.max(table, times)}`;
            }),
          ),
        );
        expect(new Set(facts).size, `age ${age} seed ${seed}: ${facts.join(' ')}`).toBe(Math.min(25, inRange.size));
      }
    }
  });

  it('says "groups of" and "count by" to US and Canadian learners, "lots of" and "count in" to others', () => {
    const words = (country: (typeof QUIZ_COUNTRIES)[number]) =>
      [1, 2, 3, 4]
        .flatMap((seed) => quiz('Times Tables Training', 5, 'Medium', seed, country).map((q) => q.question))
        .join(' ');
    for (const country of ['US', 'CA'] as const) {
      expect(words(country)).toMatch(/groups? of/);
      expect(words(country)).toMatch(/Count by/);
      expect(words(country)).not.toMatch(/lots? of|Count in/);
    }
    expect(words('UK')).toMatch(/lots? of/);
    expect(words('UK')).toMatch(/Count in/);
    expect(words('UK')).not.toMatch(/groups? of|Count by/);
  });
});

describe('a countries quiz', () => {
  it('asks about each country once (its flag or its capital, not both)', () => {
    for (const age of [8, 11, 14]) {
      for (const difficulty of BRAIN_BOOSTER_LEVELS) {
        const countries = quiz('Countries and Flags', age, difficulty, age).map(
          (question) => question.id.split(':')[2],
        );
        expect(new Set(countries).size, countries.join(' ')).toBe(countries.length);
      }
    }
  });
});

describe('number questions', () => {
  it('never offer a number the question shows as a wrong answer', () => {
    for (const topic of ['Maths Made Fun', 'Times Tables Training', 'Mental Maths Challenge']) {
      for (const age of [5, 8, 11, 14]) {
        for (const difficulty of BRAIN_BOOSTER_LEVELS) {
          for (const question of quiz(topic, age, difficulty, age)) {
            const shown = question.question.match(/\d+/g) ?? [];
            const decoys = question.options.filter((option) => option !== question.correctAnswer);
            for (const decoy of decoys) expect(shown, question.question).not.toContain(decoy);
          }
        }
      }
    }
  });
});

/** The table and the multiplier a times-table question is about, read from its id. */
function factorsOf(question: GeneratedQuestion): [table: number, times: number] {
  const [, kind, rest = ''] = question.id.split(':');
  const numbers = rest.match(/\d+/g)?.map(Number) ?? [];
  if (kind === 'lots') return [numbers[1] ?? 0, numbers[0] ?? 0];
  if (kind === 'count') return [Number(rest), Number(question.id.split(':')[3])];
  if (kind === 'div') return [numbers[1] ?? 0, (numbers[0] ?? 0) / (numbers[1] ?? 1)];
  if (kind === 'missing') return [numbers[0] ?? 0, (numbers[1] ?? 0) / (numbers[0] ?? 1)];
  const [table = 0, times = 0] = (kind ?? '').split('x').map(Number);
  return [table, times];
}

describe('maths stories', () => {
  it('never ask a teenager on Advanced about bags of cakes, nor a 4-year-old about ratios', () => {
    for (const seed of [1, 2, 3]) {
      for (const question of quiz('Maths Made Fun', 16, 'Advanced', seed)) {
        expect(question.question).not.toMatch(/bags|How many now\?/);
      }
      for (const question of quiz('Maths Made Fun', 4, 'Easy', seed)) {
        expect(question.question).not.toMatch(/\b(?:ratio|angles?|mean|thinks of a number)\b/);
        expect(Number(question.correctAnswer)).toBeLessThanOrEqual(10);
      }
    }
  });

  it('never say "1 stickers": every count in a story is two or more', () => {
    for (const age of [4, 8, 12, 15]) {
      for (const difficulty of BRAIN_BOOSTER_LEVELS) {
        for (const question of quiz('Maths Made Fun', age, difficulty, age)) {
          expect(question.question, question.question).not.toMatch(/\b1 [a-z]+s\b/);
        }
      }
    }
  });
});

describe('space and planets', () => {
  it('keeps the first facts for the youngest: no cheese Moon at 14', () => {
    const teen = [1, 2, 3, 4].flatMap((seed) =>
      BRAIN_BOOSTER_LEVELS.flatMap((level) => quiz('Space and Planets Quiz', 14, level, seed)),
    );
    for (const question of teen) expect(question.options).not.toContain('Cheese');
  });

  it('asks at most one worked-out question of each kind in a quiz, and never the first or last planet by number', () => {
    for (const age of [7, 8, 11, 13, 15]) {
      for (const level of BRAIN_BOOSTER_LEVELS) {
        for (let seed = 0; seed < 6; seed += 1) {
          const questions = quiz('Space and Planets Quiz', age, level, seed);
          for (const skill of ['Order of the planets', 'Kinds of planet']) {
            expect(questions.filter((question) => question.skill === skill).length).toBeLessThanOrEqual(1);
          }
          for (const question of questions) expect(question.question).not.toMatch(/is (first|eighth) from the Sun/);
        }
      }
    }
  });

  it('keeps a fact from children younger than its minimum age', () => {
    const levelTwoFromSeven = {
      ...content,
      spaceFacts: content.spaceFacts.map((fact) => (fact.level === 2 ? { ...fact, minAge: 7 } : fact)),
    };
    const levelTwoAsks = new Set(content.spaceFacts.filter((fact) => fact.level === 2).map((fact) => fact.ask));
    const asked = (age: number, seed: number) =>
      generateQuiz(
        { kind: 'popular', topic: 'Space and Planets Quiz', age, difficulty: 'Medium', country: 'UK', count: 20 },
        levelTwoFromSeven,
        createRandom(seed),
      ).map((question) => question.question);
    for (let seed = 0; seed < 5; seed += 1) {
      expect(asked(5, seed).filter((question) => levelTwoAsks.has(question))).toEqual([]);
      expect(asked(8, seed).some((question) => levelTwoAsks.has(question))).toBe(true);
    }
  });

  it('keeps a country’s own facts to its learners: the first Briton in space only in the UK', () => {
    const ukOnly = content.spaceFacts.filter((fact) => fact.countries?.length === 1 && fact.countries[0] === 'UK');
    expect(ukOnly.map((fact) => fact.ask)).toContain('Who was the first British person in space?');
    const asked = (country: 'UK' | 'US') =>
      [1, 2, 3, 4, 5, 6].flatMap((seed) =>
        quiz('Space and Planets Quiz', 11, 'Easy', seed, country).map((question) => question.question),
      );
    expect(asked('US')).not.toContain('Who was the first British person in space?');
    expect(asked('UK')).toContain('Who was the first British person in space?');
  });

  it('gives teenagers a different quiz on Medium and on Advanced', () => {
    const asks = (level: Level) => new Set(quiz('Space and Planets Quiz', 14, level, 3).map((q) => q.question));
    const medium = asks('Medium');
    const advanced = asks('Advanced');
    expect([...medium].filter((question) => advanced.has(question)).length).toBeLessThan(medium.size);
  });

  it('never offers the planet asked about as the planet that comes after it', () => {
    for (let seed = 0; seed < 10; seed += 1) {
      for (const question of quiz('Space and Planets Quiz', 7, 'Medium', seed)) {
        const after = /after (\w+)\?$/.exec(question.question);
        if (after) expect(question.options).not.toContain(after[1]);
      }
    }
  });
});

describe('spelling', () => {
  const entries = content.spellingLists.flatMap((list) => list.words);
  const everySpelling = new Set(entries.flatMap((entry) => [entry.word, ...Object.values(entry.spellings ?? {})]));
  /** Words a listener cannot tell apart; a spelling question offering two of them is unfair. */
  const HOMOPHONES = [
    ['poor', 'pour', 'pore'],
    ['there', 'their', "they're"],
    ['where', 'wear', 'ware'],
    ['here', 'hear'],
    ['our', 'hour'],
    ['one', 'won'],
    ['some', 'sum'],
    ['whole', 'hole'],
    ['break', 'brake'],
    ['great', 'grate'],
    ['would', 'wood'],
    ['heard', 'herd'],
    ['weight', 'wait'],
    ['through', 'threw'],
    ['medal', 'meddle'],
  ];

  function spellingQuizzes() {
    return QUIZ_COUNTRIES.flatMap((country) =>
      [5, 7, 9, 11, 13, 15].flatMap((age) =>
        BRAIN_BOOSTER_LEVELS.flatMap((level) =>
          [1, 2].map((seed) => ({ country, questions: quiz('Spelling Bee Practice', age, level, seed, country) })),
        ),
      ),
    );
  }

  it('never shows the word it asks for', () => {
    for (const { questions } of spellingQuizzes()) {
      for (const question of questions) {
        const entry = entries.find((candidate) => `spelling:${candidate.word}` === question.id);
        for (const form of [entry?.word, ...Object.values(entry?.spellings ?? {}), question.correctAnswer]) {
          expect(question.question.toLowerCase(), question.question).not.toMatch(new RegExp(`\\b${form}\\b`));
        }
      }
    }
  });

  it('offers no two options that sound alike, and no real word as a wrong option', () => {
    for (const { questions } of spellingQuizzes()) {
      for (const question of questions) {
        for (const group of HOMOPHONES) {
          expect(question.options.filter((option) => group.includes(option)).length).toBeLessThanOrEqual(1);
        }
        const wrong = question.options.filter((option) => option !== question.correctAnswer);
        for (const option of wrong) expect(everySpelling.has(option), option).toBe(false);
      }
    }
  });

  it("uses the learner country's spelling", () => {
    const colour = entries.find((entry) => entry.word === 'colour');
    if (!colour) throw new Error('the Years 3 and 4 list keeps colour');
    expect(spellingFor(colour, 'US')).toBe('color');
    for (const country of ['UK', 'CA', 'AU'] as const) expect(spellingFor(colour, country)).toBe('colour');
    const british = new Set(entries.filter((entry) => entry.spellings?.US).map((entry) => entry.word));
    const american = new Set(entries.flatMap((entry) => (entry.spellings?.US ? [entry.spellings.US] : [])));
    for (const { country, questions } of spellingQuizzes()) {
      for (const question of questions) {
        const wrongForm = country === 'US' ? british : american;
        for (const option of question.options) expect(wrongForm.has(option), `${country}: ${option}`).toBe(false);
      }
    }
    // "programme" is British only for a TV show, and -ise/-ize varies even within the UK: neither is taught.
    expect(everySpelling).not.toContain('programme');
    for (const word of ['recognise', 'recognize', 'criticise', 'criticize']) expect(everySpelling).not.toContain(word);
  });

  it('has a list for every year from Year 1 to Year 11, each long enough for a 25-question quiz', () => {
    expect(content.spellingLists.map((list) => list.year)).toEqual([
      'year-1',
      'year-2',
      'years-3-4',
      'years-5-6',
      'years-7-9',
      'years-10-11',
    ]);
    for (const list of content.spellingLists) expect(list.words.length, list.name).toBeGreaterThanOrEqual(29);
  });
});

describe('countries and flags', () => {
  const data = JSON.parse(readFileSync(join(APP_ROOT, 'content/data/countries.json'), 'utf8')) as {
    unMembers: string[];
    capitalLeftOut: Record<string, string>;
  };

  it('use only UN member states with undisputed capitals', () => {
    const codes = content.countries.map((country) => country.code);
    expect(data.unMembers).toHaveLength(193);
    for (const code of codes) expect(data.unMembers).toContain(code);
    for (const left of ['IL', 'BO', 'ZA', 'EH', 'MS', 'GG', 'PS', 'TW', 'XK']) expect(codes).not.toContain(left);
    expect(content.countries.map((country) => country.capital)).not.toContain('Jerusalem');
  });

  it('show a flag picture with a text alternative, for a UN member only', () => {
    const allowed = new Set(content.countries.map((country) => country.code));
    let flags = 0;
    for (const age of [5, 8, 11, 14]) {
      for (const level of BRAIN_BOOSTER_LEVELS) {
        for (const question of quiz('Countries and Flags', age, level, age)) {
          if (!question.id.startsWith('countries:flag:')) {
            expect(question.image).toBeUndefined();
            continue;
          }
          flags += 1;
          const country = content.countries.find((candidate) => candidate.name === question.correctAnswer);
          expect(question.image?.flag).toBe(country?.code);
          expect(allowed.has(question.image?.flag ?? '')).toBe(true);
          expect(question.image?.alt).toBe(`A flag: ${country?.flag}.`);
          // The picture is the question: its words never name the country.
          expect(question.question).not.toContain(question.correctAnswer);
        }
      }
    }
    expect(flags).toBeGreaterThan(20);
  });

  it('ask capitals only from age 7 on Easy, and the whole UN only from 10 on Advanced', () => {
    const young = quiz('Countries and Flags', 5, 'Easy', 1);
    expect(young.every((question) => question.image !== undefined)).toBe(true);
    const france = content.countries.find((country) => country.code === 'FR');
    expect(france?.capital).toBe('Paris');
    const teen = [1, 2].flatMap((seed) => quiz('Countries and Flags', 15, 'Advanced', seed));
    const famous = new Set(['France', 'Spain', 'Italy', 'Germany', 'United Kingdom', 'United States', 'Japan']);
    expect(teen.filter((question) => famous.has(question.correctAnswer))).toEqual([]);
  });
});

/**
 * How many distinct questions one quiz can draw from at an age and difficulty, found by asking the
 * generator many times with what it has given so far (Space and Planets holds each kind of
 * worked-out question to one a quiz) and leaving out a question that names another's answer,
 * since a quiz leaves those out too. Counting stops at ENOUGH: past it the freshness bounds below are
 * at their strictest, and counting a pool of thousands (the times tables) took minutes.
 */
function poolSize(topic: string, age: number, difficulty: Level, enough = 100): number {
  const generator = TOPIC_GENERATORS[topic];
  if (!generator) throw new Error(`no generator for ${topic}`);
  const random = createRandom(7);
  const given = new Map<string, GeneratedQuestion>();
  for (let attempt = 0; attempt < 4000 && given.size < enough; attempt += 1) {
    const question = generator({ age, difficulty, country: 'UK' }, random, content, [...given.values()]);
    const earlier = [...given.values()];
    if (question && !earlier.some((other) => givesAwayEither(other, question))) given.set(question.id, question);
  }
  return given.size;
}

describe('computed topics stay fresh over three retakes', () => {
  for (const topic of COMPUTED_TOPICS) {
    for (const age of [5, 8, 12, 15]) {
      it(`${topic} at age ${age}`, () => {
        const pool = poolSize(topic, age, 'Medium');
        const request = { kind: 'popular', topic, age, difficulty: 'Medium', country: 'UK', count: 25 } as const;
        const first = generateQuiz(request, content, createRandom(1)).map((question) => question.id);
        const second = generateQuiz({ ...request, recentIds: first }, content, createRandom(2)).map(
          (question) => question.id,
        );
        const seenBefore = new Set([...first, ...second]);
        const third = generateQuiz({ ...request, recentIds: [...second, ...first] }, content, createRandom(3)).map(
          (question) => question.id,
        );
        // Where the pool is too small, the fewest repeats it allows.
        expect(second.filter((id) => first.includes(id)).length).toBeLessThanOrEqual(Math.max(5, 50 - pool));
        expect(third.filter((id) => seenBefore.has(id)).length).toBeLessThanOrEqual(
          Math.max(10, 25 - (pool - seenBefore.size)),
        );
      });
    }
  }
});
