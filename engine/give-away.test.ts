import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import { AGE_BRACKETS, isTopicForAge, LEARNER_COUNTRIES, POPULAR_TOPICS } from '../contract/constants.ts';
import { generateQuiz } from './generate-quiz.ts';
import { firstWithoutGiveAways, giveAwayPairs, stemGivesAway } from './give-away.ts';
import { createRandom } from './random.ts';

const content = loadContent();

describe('one question giving away another', () => {
  it('finds an answer printed as whole words in another question, plurals and a leading "the" aside', () => {
    expect(stemGivesAway('What is the capital of France?', 'France')).toBe(true);
    expect(stemGivesAway('What do astronauts wear outside?', 'An astronaut')).toBe(true);
    expect(stemGivesAway('When do we call 999?', '999')).toBe(true);
    expect(stemGivesAway('Which is Francesca’s favourite?', 'France')).toBe(false);
    // Too slight to count: a small number, only common words, only a helper.
    expect(stemGivesAway('What is 12 ÷ 3?', '12')).toBe(false);
    expect(stemGivesAway('Is it yes or no?', 'Yes')).toBe(false);
    expect(stemGivesAway('Her grown-up is inside. What now?', 'A grown-up')).toBe(false);
  });

  it('keeps the earlier of two questions that give each other away, and brings one back only when too few are left', () => {
    const capital = { question: 'What is the capital of France?', correctAnswer: 'Paris' };
    const flag = { question: 'Whose flag is this?', correctAnswer: 'France' };
    const other = { question: 'What is the capital of Peru?', correctAnswer: 'Lima' };
    expect(firstWithoutGiveAways([capital, flag, other], 2)).toEqual([capital, other]);
    expect(firstWithoutGiveAways([capital, flag], 2)).toEqual([capital, flag]);
  });

  it('never happens in generated safety, topic or Know Myself quizzes of ten', () => {
    const pairs: string[] = [];
    let seed = 0;
    const check = (quiz: ReturnType<typeof generateQuiz>) => {
      for (const [first, second] of giveAwayPairs(quiz)) pairs.push(`${first.question} / ${second.question}`);
    };
    for (const country of LEARNER_COUNTRIES) {
      for (const bracket of AGE_BRACKETS) {
        for (const category of ['general-safety', 'health-hygiene', 'digital-safety'] as const) {
          if (category === 'digital-safety' && bracket === '4-6') continue;
          seed += 1;
          check(
            generateQuiz(
              { kind: 'safety', category, bracket, difficulty: 'Medium', country, count: 10 },
              content,
              createRandom(seed),
            ),
          );
        }
      }
    }
    for (const topic of POPULAR_TOPICS) {
      for (const age of [5, 8, 11, 14].filter((age) => isTopicForAge(topic, age))) {
        for (let repeat = 0; repeat < 3; repeat += 1) {
          seed += 1;
          check(
            generateQuiz(
              { kind: 'popular', topic, age, difficulty: 'Medium', country: 'UK', count: 10 },
              content,
              createRandom(seed),
            ),
          );
        }
      }
    }
    expect(seed).toBeGreaterThan(400);
    expect(pairs).toEqual([]);
  }, 60_000);

  it('keeps the flags quiz from naming a country it asks the flag of', () => {
    let named = 0;
    for (let seed = 1; seed <= 60; seed += 1) {
      const quiz = generateQuiz(
        { kind: 'popular', topic: 'Countries and Flags', age: 11, difficulty: 'Medium', country: 'UK', count: 10 },
        content,
        createRandom(seed),
      );
      named += giveAwayPairs(quiz).length;
    }
    expect(named).toBe(0);
  });
});
