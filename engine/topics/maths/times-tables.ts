import { type ByAge, rangeFor, type TopicGenerator } from '../topic-generator.ts';
import { numberQuestion, type Span, within } from './number-question.ts';

type TableStyle = 'times' | 'lots of' | 'count on' | 'divide' | 'missing';

/**
 * Which tables a child practises, with which multipliers, following England's national curriculum:
 * counting in 2s, 5s and 10s and those tables by Year 2 (ages 6–7), the 3, 4 and 8 tables in
 * Year 3, every table to 12 × 12 by Year 4 (ages 8–9). Up to 6 only the 2, 5 and 10 tables with
 * small multipliers; from 11 the tables beyond 12 stretch Medium and Advanced.
 */
export const TIMES_TABLE_RANGES: ByAge<{ tables: readonly number[]; by: Span; styles: readonly TableStyle[] }> = [
  {
    upToAge: 6,
    levels: {
      Easy: { tables: [2, 10], by: [1, 5], styles: ['times', 'lots of', 'count on'] },
      Medium: { tables: [2, 5, 10], by: [1, 6], styles: ['times', 'lots of', 'count on'] },
      Advanced: { tables: [2, 5, 10], by: [5, 10], styles: ['times', 'lots of', 'count on'] },
    },
  },
  {
    upToAge: 7,
    levels: {
      Easy: { tables: [2, 5, 10], by: [1, 10], styles: ['times', 'count on'] },
      Medium: { tables: [2, 5, 10], by: [2, 12], styles: ['times', 'divide'] },
      Advanced: { tables: [3, 4], by: [2, 10], styles: ['times', 'divide', 'missing'] },
    },
  },
  {
    upToAge: 8,
    levels: {
      Easy: { tables: [2, 5, 10], by: [2, 12], styles: ['times', 'divide'] },
      Medium: { tables: [3, 4, 8], by: [2, 12], styles: ['times', 'divide', 'missing'] },
      Advanced: { tables: [6, 7, 9], by: [2, 12], styles: ['times', 'divide', 'missing'] },
    },
  },
  {
    upToAge: 10,
    levels: {
      Easy: { tables: [3, 4, 8], by: [2, 12], styles: ['times', 'divide', 'missing'] },
      Medium: { tables: [6, 7, 9, 11, 12], by: [2, 12], styles: ['times', 'divide', 'missing'] },
      Advanced: { tables: [6, 7, 8, 9, 11, 12], by: [6, 12], styles: ['divide', 'missing'] },
    },
  },
  {
    upToAge: 12,
    levels: {
      Easy: { tables: [6, 7, 8, 9], by: [2, 12], styles: ['times', 'divide', 'missing'] },
      Medium: { tables: [6, 7, 8, 9, 11, 12], by: [6, 12], styles: ['times', 'divide', 'missing'] },
      Advanced: { tables: [12, 15, 20, 25], by: [3, 12], styles: ['times', 'divide', 'missing'] },
    },
  },
  {
    upToAge: 16,
    levels: {
      Easy: { tables: [6, 7, 8, 9, 11, 12], by: [3, 12], styles: ['times', 'divide', 'missing'] },
      Medium: { tables: [13, 14, 15, 16], by: [3, 12], styles: ['times', 'divide', 'missing'] },
      Advanced: { tables: [17, 18, 19, 24], by: [4, 12], styles: ['times', 'divide', 'missing'] },
    },
  },
];

const COUNTING_WORDS: Record<number, string> = { 2: 'twos', 5: 'fives', 10: 'tens' };

/** The fact a question practises, whichever way it is asked: 8 × 9, 9 × 8 and 72 ÷ 9 are one fact. */
const factOf = (a: number, b: number) => `${Math.min(a, b)}x${Math.max(a, b)}`;
export const timesTables: TopicGenerator = (request, random) => {
  const { tables, by, styles } = rangeFor(TIMES_TABLE_RANGES, request);
  const table = random.pick(tables);
  const times = within(random, by);
  const fact = factOf(table, times);
  const product = table * times;
  const skill = `${table} times table`;
  const spread = Math.max(2, table);
  // US and Canadian classrooms say "groups of" and "count by"; British ones "lots of" and "count in".
  const isNorthAmerican = request.country === 'US' || request.country === 'CA';
  const lotsOf = (count: number) => `${isNorthAmerican ? 'group' : 'lot'}${count === 1 ? '' : 's'} of`;
  // The commonest slip is landing on the next or the previous fact of the same table.
  const likelyMistakes = [product - table, product + table, product + 1, product - 1];
  switch (random.pick(styles)) {
    case 'lots of':
      return numberQuestion(random, request.age, {
        id: `times-tables:lots:${times}x${table}`,
        fact,
        question: `What is ${times} ${lotsOf(times)} ${table}?`,
        answer: product,
        explanation: `${times} ${lotsOf(times)} ${table} ${times === 1 ? 'is' : 'make'} ${product}.`,
        skill,
        spread,
        likelyMistakes,
      });
    case 'count on': {
      const word = COUNTING_WORDS[table];
      // The three numbers before the answer, so the count stays inside the range too.
      if (!word || times < 3) return undefined;
      const steps = [times - 3, times - 2, times - 1].map((step) => step * table);
      const counting = `${isNorthAmerican ? 'Counting by' : 'Counting in'} ${word}`;
      return numberQuestion(random, request.age, {
        id: `times-tables:count:${table}:${times}`,
        fact,
        question: `${isNorthAmerican ? 'Count by' : 'Count in'} ${word}: ${steps.join(', ')}. What comes next?`,
        answer: product,
        explanation: `${counting}, ${product} comes after ${steps[2]}.`,
        skill,
        spread,
        likelyMistakes: [product + table, product + 1, product - 1],
      });
    }
    case 'divide':
      return numberQuestion(random, request.age, {
        id: `times-tables:div:${product}/${table}`,
        fact,
        question: `What is ${product} divided by ${table}?`,
        answer: times,
        explanation: `${table} times ${times} is ${product}, so ${product} divided by ${table} is ${times}.`,
        skill,
      });
    case 'missing':
      return numberQuestion(random, request.age, {
        id: `times-tables:missing:${table}x?=${product}`,
        fact,
        question: `${table} times what number makes ${product}?`,
        answer: times,
        explanation: `${table} times ${times} is ${product}.`,
        skill,
      });
    case 'times':
      return numberQuestion(random, request.age, {
        id: `times-tables:${table}x${times}`,
        fact,
        question: `What is ${table} times ${times}?`,
        answer: product,
        explanation: `${table} ${lotsOf(table)} ${times} ${table === 1 ? 'is' : 'make'} ${product}.`,
        skill,
        spread,
        likelyMistakes,
      });
  }
};
