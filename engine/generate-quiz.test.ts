import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import {
  AGE_BRACKETS,
  bracketForAge,
  isTopicForAge,
  LEARNER_COUNTRIES,
  type LearnerCountry,
  minimumAgeFor,
  POPULAR_TOPICS,
} from '../contract/constants.ts';
import { contentCountryFor } from './countries.ts';
import { generateQuiz, NotEnoughQuestionsError, TOPIC_GENERATORS } from './generate-quiz.ts';
import { BRAIN_BOOSTER_LEVELS, SAFETY_DIFFICULTIES } from './quiz.ts';
import { createRandom } from './random.ts';
import { validateQuestion } from './validate-question.ts';

const content = loadContent();

describe('safety quizzes', () => {
  it('give the same quiz for the same seed, and another for another seed', () => {
    const request = {
      kind: 'safety',
      category: 'general-safety',
      bracket: '7-9',
      difficulty: 'Medium',
      country: 'UK',
      count: 10,
    } as const;
    const first = generateQuiz(request, content, createRandom(42));
    expect(generateQuiz(request, content, createRandom(42))).toEqual(first);
    expect(generateQuiz(request, content, createRandom(43)).map((question) => question.id)).not.toEqual(
      first.map((question) => question.id),
    );
  });

  for (const category of ['general-safety', 'digital-safety', 'health-hygiene'] as const) {
    it(`${category}: every bracket, difficulty and learner country makes 25 distinct valid questions`, () => {
      const brackets =
        category === 'digital-safety' ? AGE_BRACKETS.filter((bracket) => bracket !== '4-6') : AGE_BRACKETS;
      for (const bracket of brackets) {
        for (const difficulty of SAFETY_DIFFICULTIES) {
          for (const country of LEARNER_COUNTRIES) {
            const quiz = generateQuiz(
              { kind: 'safety', category, bracket, difficulty, country, count: 25 },
              content,
              createRandom(7),
            );
            const label = `${bracket} ${difficulty} ${country}`;
            expect(quiz, label).toHaveLength(25);
            expect(new Set(quiz.map((question) => question.id)).size, label).toBe(25);
            for (const question of quiz) {
              expect(question.options, label).toContain(question.correctAnswer);
              expect(
                validateQuestion(question, { bracket, country, isSafetySkills: true }).ok,
                `${label} ${question.id}`,
              ).toBe(true);
            }
          }
        }
      }
    }, 60_000);
  }

  it('keeps each country’s emergency number', () => {
    const numbers = (country: 'UK' | 'US' | 'AU') =>
      generateQuiz(
        { kind: 'safety', category: 'general-safety', bracket: '10-12', difficulty: 'Hard', country, count: 25 },
        content,
        createRandom(3),
      )
        .map((question) => `${question.question} ${question.options.join(' ')} ${question.explanation}`)
        .join(' ');
    expect(numbers('UK')).not.toMatch(/\b911\b/);
    expect(numbers('US')).not.toMatch(/\b999\b/);
    expect(numbers('AU')).not.toMatch(/\b(?:999|911)\b/);
  });

  it('prefers questions the learner has not seen recently', () => {
    const request = {
      kind: 'safety',
      category: 'health-hygiene',
      bracket: '10-12',
      difficulty: 'Medium',
      country: 'CA',
      count: 10,
    } as const;
    const first = generateQuiz(request, content, createRandom(1));
    const second = generateQuiz(
      { ...request, recentIds: first.map((question) => question.id) },
      content,
      createRandom(2),
    );
    const repeated = second.filter((question) => first.some((earlier) => earlier.id === question.id));
    expect(repeated).toEqual([]);
  });

  it('keeps three successive 25-question quizzes fresh wherever the pool holds 50 or more', () => {
    const ids = (quiz: readonly { id: string }[]) => quiz.map((question) => question.id);
    const shared = (a: readonly string[], b: readonly string[]) => a.filter((id) => b.includes(id)).length;
    let checked = 0;
    for (const category of ['general-safety', 'digital-safety', 'health-hygiene'] as const) {
      for (const bracket of category === 'digital-safety' ? AGE_BRACKETS.slice(1) : AGE_BRACKETS) {
        for (const difficulty of SAFETY_DIFFICULTIES) {
          for (const country of ['UK', 'AU', 'FR'] as const) {
            const pool = (content.safety[category][bracket] ?? []).filter((item) =>
              item.countries.includes(contentCountryFor(country)),
            );
            if (pool.length < 50) continue;
            checked += 1;
            const label = `${category} ${bracket} ${difficulty} ${country}`;
            const request = { kind: 'safety', category, bracket, difficulty, country, count: 25 } as const;
            const first = ids(generateQuiz(request, content, createRandom(1)));
            // The server sends the ids of recent quizzes, newest quiz first.
            const second = ids(generateQuiz({ ...request, recentIds: first }, content, createRandom(2)));
            const third = ids(generateQuiz({ ...request, recentIds: [...second, ...first] }, content, createRandom(3)));
            expect(shared(second, first), label).toBeLessThanOrEqual(5);
            expect(shared(third, second), label).toBeLessThanOrEqual(5);
            if (pool.length >= 75) expect(shared(third, first), label).toBeLessThanOrEqual(5);
            const atDifficulty = pool.filter((item) => item.difficulty === difficulty).length;
            if (atDifficulty >= 50) {
              const exact = second.filter(
                (id) => pool.find((item) => item.id === id)?.difficulty === difficulty,
              ).length;
              expect(exact, label).toBe(25);
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  }, 60_000);

  it('keeps a 25-question quiz at least 80% at the difficulty asked, for every learner country', () => {
    const short: string[] = [];
    for (const category of ['general-safety', 'digital-safety', 'health-hygiene'] as const) {
      for (const bracket of category === 'digital-safety' ? AGE_BRACKETS.slice(1) : AGE_BRACKETS) {
        const bank = content.safety[category][bracket] ?? [];
        for (const difficulty of SAFETY_DIFFICULTIES) {
          for (const country of LEARNER_COUNTRIES) {
            const quiz = generateQuiz(
              { kind: 'safety', category, bracket, difficulty, country, count: 25 },
              content,
              createRandom(4),
            );
            const atDifficulty = quiz.filter(
              (question) => bank.find((item) => question.id === item.id)?.difficulty === difficulty,
            ).length;
            if (atDifficulty < 20) short.push(`${category} ${bracket} ${difficulty} ${country}: ${atDifficulty}`);
          }
        }
      }
    }
    expect(short).toEqual([]);
  }, 60_000);

  it('spreads a quiz over many objectives', () => {
    const quiz = generateQuiz(
      { kind: 'safety', category: 'general-safety', bracket: '7-9', difficulty: 'Medium', country: 'UK', count: 10 },
      content,
      createRandom(5),
    );
    expect(new Set(quiz.map((question) => question.skill)).size).toBeGreaterThanOrEqual(8);
  });
});

describe('every popular topic', () => {
  it('makes 25 distinct valid questions for a 6-year-old and for a 13-year-old where it is offered', () => {
    for (const topic of POPULAR_TOPICS) {
      for (const age of [6, 13].filter((age) => isTopicForAge(topic, age))) {
        const quiz = generateQuiz(
          { kind: 'popular', topic, age, difficulty: 'Medium', country: 'UK', count: 25 },
          content,
          createRandom(age),
        );
        expect(new Set(quiz.map((question) => question.id)).size, `${topic} at ${age}`).toBe(25);
      }
    }
  });

  it('asks an item only of learners in the countries it names: English clubs in the UK and Ireland', () => {
    const topic = 'Football Club Legends and Trivia';
    const named = content.topics[topic]?.filter((item) => item.countries?.includes('IE')) ?? [];
    expect(named.length).toBeGreaterThan(0);
    const askedIn = (country: LearnerCountry) =>
      new Set(
        [1, 2, 3, 4, 5, 6].flatMap((seed) =>
          generateQuiz(
            { kind: 'popular', topic, age: 7, difficulty: 'Easy', country, count: 25 },
            content,
            createRandom(seed),
          ).map((question) => question.id),
        ),
      );
    const ids = named.map((item) => item.id);
    for (const country of ['UK', 'IE'] as const)
      expect(
        ids.some((id) => askedIn(country).has(id)),
        country,
      ).toBe(true);
    for (const country of ['US', 'FR', 'other'] as const)
      expect(
        ids.filter((id) => askedIn(country).has(id)),
        country,
      ).toEqual([]);
  });
});

describe('popular topics with computed questions', () => {
  for (const topic of Object.keys(TOPIC_GENERATORS)) {
    it(`${topic} makes 25 distinct valid questions for ages 4, 6, 9, 13 and 16 at every level`, () => {
      for (const age of [4, 6, 9, 13, 16]) {
        for (const difficulty of BRAIN_BOOSTER_LEVELS) {
          const quiz = generateQuiz(
            { kind: 'popular', topic, age, difficulty, country: 'US', count: 25 },
            content,
            createRandom(age),
          );
          expect(new Set(quiz.map((question) => question.id)).size, `${age} ${difficulty}`).toBe(25);
          for (const question of quiz) {
            expect(
              validateQuestion(question, { bracket: bracketForAge(age), country: 'US', isSafetySkills: false }),
            ).toEqual({ ok: true });
          }
        }
      }
    });
  }

  it('computes the right answers', () => {
    const quiz = generateQuiz(
      { kind: 'popular', topic: 'Times Tables Training', age: 9, difficulty: 'Medium', country: 'UK', count: 25 },
      content,
      createRandom(9),
    );
    for (const question of quiz) {
      const times = /^What is (\d+) times (\d+)\?$/.exec(question.question);
      if (times) expect(question.correctAnswer).toBe(String(Number(times[1]) * Number(times[2])));
      const divided = /^What is (\d+) divided by (\d+)\?$/.exec(question.question);
      if (divided) expect(question.correctAnswer).toBe(String(Number(divided[1]) / Number(divided[2])));
    }
    const capitals = generateQuiz(
      { kind: 'popular', topic: 'Countries and Flags', age: 13, difficulty: 'Medium', country: 'UK', count: 25 },
      content,
      createRandom(4),
    );
    const france = capitals.find((question) => question.question === 'What is the capital city of France?');
    if (france) expect(france.correctAnswer).toBe('Paris');
  });

  it('keeps British spellings out of an American spelling quiz', () => {
    const answers = new Set<string>();
    for (let seed = 0; seed < 20; seed += 1) {
      const quiz = generateQuiz(
        { kind: 'popular', topic: 'Spelling Bee Practice', age: 8, difficulty: 'Easy', country: 'US', count: 25 },
        content,
        createRandom(seed),
      );
      for (const question of quiz) answers.add(question.correctAnswer);
    }
    expect(answers).toContain('color');
    for (const british of ['colour', 'centre', 'favourite']) expect(answers).not.toContain(british);
  });
});

describe('retakes of a popular topic from a bank', () => {
  type Request = Extract<Parameters<typeof generateQuiz>[0], { kind: 'popular' }>;
  /** How many questions the engine can make of the bank for this request: asked for more, it says. */
  const questionsFitting = (request: Request) => {
    try {
      generateQuiz({ ...request, count: 10_000 }, content, createRandom(0));
    } catch (error) {
      if (error instanceof NotEnoughQuestionsError) return error.available;
      throw error;
    }
    throw new Error(`${request.topic} made 10,000 questions`);
  };

  for (const topic of Object.keys(content.topics)) {
    for (const bracket of AGE_BRACKETS) {
      const [youngest = 0, oldest = 0] = bracket.split('-').map(Number);
      const from = Math.max(youngest, minimumAgeFor(topic));
      const ages = Array.from({ length: oldest - from + 1 }, (_, index) => from + index);
      if (ages.length === 0) continue;
      it(`${topic} ${bracket}: a second 25-question quiz shares at most 5 questions, a third at most 10`, () => {
        for (const country of ['UK', 'US'] as const) {
          for (const age of ages) {
            const label = `${country} age ${age}`;
            const request: Request = { kind: 'popular', topic, age, difficulty: 'Medium', country, count: 25 };
            const ids = (recentIds: string[], seed: number) =>
              generateQuiz({ ...request, recentIds }, content, createRandom(seed)).map((question) => question.id);
            // The server sends the ids of the latest quizzes, newest quiz first.
            const first = ids([], 1);
            const second = ids(first, 2);
            const third = ids([...second, ...first], 3);
            expect(second.filter((id) => first.includes(id)).length, label).toBeLessThanOrEqual(5);
            expect(third.filter((id) => first.includes(id) || second.includes(id)).length, label).toBeLessThanOrEqual(
              10,
            );
            // And no more repeats than the bank forces: every unseen question comes first.
            const all = [...first, ...second, ...third];
            expect(all.length - new Set(all).size, label).toBe(Math.max(0, all.length - questionsFitting(request)));
          }
        }
      });
    }
  }
});
