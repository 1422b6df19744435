import { CHARACTER_NAMES } from '../names.ts';
import type { GeneratedQuestion } from '../quiz.ts';
import type { Random } from '../random.ts';
import { type ByAge, numberOptions, optionCountFor, rangeFor, type TopicGenerator } from './topic-generator.ts';

type Span = readonly [min: number, max: number];

function numberQuestion(
  random: Random,
  age: number,
  fields: {
    id: string;
    question: string;
    answer: number;
    explanation: string;
    skill: string;
    spread?: number;
    /** Wrong answers to prefer, such as the next fact in the same table. */
    likelyMistakes?: readonly number[];
  },
): GeneratedQuestion {
  const count = optionCountFor(age);
  const mistakes = random
    .shuffle([...new Set(fields.likelyMistakes ?? [])].filter((value) => value >= 0 && value !== fields.answer))
    .slice(0, count - 2);
  const others = numberOptions(fields.answer, count + mistakes.length, random, fields.spread ?? 3)
    .map(Number)
    .filter((value) => value !== fields.answer && !mistakes.includes(value));
  return {
    id: fields.id,
    question: fields.question,
    options: random.shuffle([fields.answer, ...mistakes, ...others.slice(0, count - 1 - mistakes.length)].map(String)),
    correctAnswer: String(fields.answer),
    explanation: fields.explanation,
    skill: fields.skill,
  };
}

const within = (random: Random, [min, max]: Span) => random.int(min, max);

// ---------------------------------------------------------------------------------------------
// Times tables

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

export const timesTables: TopicGenerator = (request, random) => {
  const { tables, by, styles } = rangeFor(TIMES_TABLE_RANGES, request);
  const table = random.pick(tables);
  const times = within(random, by);
  const product = table * times;
  const skill = `${table} times table`;
  const spread = Math.max(2, table);
  // The commonest slip is landing on the next or the previous fact of the same table.
  const likelyMistakes = [product - table, product + table, product + 1, product - 1];
  switch (random.pick(styles)) {
    case 'lots of':
      return numberQuestion(random, request.age, {
        id: `times-tables:lots:${times}x${table}`,
        question: `What is ${times} lots of ${table}?`,
        answer: product,
        explanation: `${times} lots of ${table} make ${product}.`,
        skill,
        spread,
        likelyMistakes,
      });
    case 'count on': {
      const word = COUNTING_WORDS[table];
      // The three numbers before the answer, so the count stays inside the range too.
      if (!word || times < 3) return undefined;
      const steps = [times - 3, times - 2, times - 1].map((step) => step * table);
      return numberQuestion(random, request.age, {
        id: `times-tables:count:${table}:${times}`,
        question: `Count in ${word}: ${steps.join(', ')}. What comes next?`,
        answer: product,
        explanation: `Counting in ${word}, ${product} comes after ${steps[2]}.`,
        skill,
        spread,
        likelyMistakes: [product + table, product + 1, product - 1],
      });
    }
    case 'divide':
      return numberQuestion(random, request.age, {
        id: `times-tables:div:${product}/${table}`,
        question: `What is ${product} divided by ${table}?`,
        answer: times,
        explanation: `${table} times ${times} is ${product}, so ${product} divided by ${table} is ${times}.`,
        skill,
      });
    case 'missing':
      return numberQuestion(random, request.age, {
        id: `times-tables:missing:${table}x?=${product}`,
        question: `${table} times what number makes ${product}?`,
        answer: times,
        explanation: `${table} times ${times} is ${product}.`,
        skill,
      });
    case 'times':
      return numberQuestion(random, request.age, {
        id: `times-tables:${table}x${times}`,
        question: `What is ${table} times ${times}?`,
        answer: product,
        explanation: `${table} lots of ${times} make ${product}.`,
        skill,
        spread,
        likelyMistakes,
      });
  }
};

// ---------------------------------------------------------------------------------------------
// Mental maths

type MentalStep =
  | { op: 'add' | 'subtract' | 'multiply' | 'divide'; a: Span; b: Span }
  | { op: 'double' | 'half' | 'square' | 'square root'; a: Span }
  | { op: 'percent'; percents: readonly number[]; of: Span }
  | { op: 'fraction'; fractions: readonly (readonly [number, number])[]; whole: Span }
  | { op: 'negative'; a: Span; b: Span }
  | { op: 'order'; a: Span; b: Span };

/**
 * What a mental maths quiz asks by age band and level: adding and taking away within 10 or 20 up
 * to 6; two- and three-digit sums, doubles and halves at 7–9; times, division, percentages and
 * fractions of amounts at 10–12; negatives, squares, roots, the order of operations and
 * two-digit by two-digit products at 13–16.
 */
export const MENTAL_MATHS_RANGES: ByAge<readonly MentalStep[]> = [
  {
    upToAge: 6,
    levels: {
      Easy: [
        { op: 'add', a: [1, 5], b: [1, 4] },
        { op: 'subtract', a: [3, 10], b: [1, 3] },
      ],
      Medium: [
        { op: 'add', a: [2, 10], b: [2, 9] },
        { op: 'subtract', a: [8, 20], b: [2, 7] },
        { op: 'double', a: [2, 5] },
      ],
      Advanced: [
        { op: 'add', a: [11, 20], b: [3, 9] },
        { op: 'subtract', a: [13, 30], b: [4, 9] },
        { op: 'double', a: [6, 10] },
      ],
    },
  },
  {
    upToAge: 9,
    levels: {
      Easy: [
        { op: 'add', a: [10, 40], b: [2, 9] },
        { op: 'subtract', a: [15, 50], b: [2, 9] },
        { op: 'double', a: [6, 15] },
      ],
      Medium: [
        { op: 'add', a: [20, 70], b: [11, 29] },
        { op: 'subtract', a: [40, 99], b: [11, 39] },
        { op: 'double', a: [15, 50] },
        { op: 'half', a: [10, 50] },
      ],
      Advanced: [
        { op: 'add', a: [120, 600], b: [30, 95] },
        { op: 'subtract', a: [200, 900], b: [30, 95] },
        { op: 'multiply', a: [11, 25], b: [2, 5] },
        { op: 'half', a: [50, 150] },
      ],
    },
  },
  {
    upToAge: 12,
    levels: {
      Easy: [
        { op: 'add', a: [100, 500], b: [25, 99] },
        { op: 'subtract', a: [150, 600], b: [25, 99] },
        { op: 'multiply', a: [12, 30], b: [2, 5] },
        { op: 'half', a: [40, 200] },
      ],
      Medium: [
        { op: 'multiply', a: [12, 40], b: [3, 9] },
        { op: 'divide', a: [6, 15], b: [3, 9] },
        { op: 'percent', percents: [10, 25, 50], of: [2, 40] },
        {
          op: 'fraction',
          fractions: [
            [1, 3],
            [1, 4],
            [1, 5],
          ],
          whole: [3, 15],
        },
      ],
      Advanced: [
        { op: 'multiply', a: [25, 99], b: [3, 9] },
        { op: 'percent', percents: [5, 15, 20, 75], of: [2, 40] },
        {
          op: 'fraction',
          fractions: [
            [3, 4],
            [2, 3],
            [3, 5],
          ],
          whole: [4, 20],
        },
        { op: 'square', a: [11, 15] },
      ],
    },
  },
  {
    upToAge: 16,
    levels: {
      Easy: [
        { op: 'multiply', a: [12, 50], b: [3, 9] },
        { op: 'percent', percents: [10, 25, 50], of: [4, 60] },
        {
          op: 'fraction',
          fractions: [
            [3, 4],
            [2, 3],
          ],
          whole: [4, 20],
        },
        { op: 'square', a: [6, 12] },
      ],
      Medium: [
        { op: 'negative', a: [2, 20], b: [3, 30] },
        { op: 'square', a: [11, 20] },
        { op: 'square root', a: [6, 15] },
        { op: 'percent', percents: [15, 35, 45, 65], of: [4, 60] },
        { op: 'order', a: [2, 9], b: [3, 12] },
      ],
      Advanced: [
        { op: 'multiply', a: [13, 35], b: [11, 25] },
        { op: 'square root', a: [16, 30] },
        { op: 'percent', percents: [12.5, 17.5, 35, 85], of: [8, 80] },
        {
          op: 'fraction',
          fractions: [
            [5, 8],
            [4, 7],
            [7, 9],
            [5, 6],
          ],
          whole: [5, 20],
        },
        { op: 'negative', a: [12, 60], b: [15, 90] },
      ],
    },
  },
];

const FRACTION_WORDS: Record<string, string> = {
  '1/3': 'one third',
  '1/4': 'one quarter',
  '1/5': 'one fifth',
  '3/4': 'three quarters',
  '2/3': 'two thirds',
  '3/5': 'three fifths',
  '5/8': 'five eighths',
  '4/7': 'four sevenths',
  '7/9': 'seven ninths',
  '5/6': 'five sixths',
  '2/5': 'two fifths',
  '3/8': 'three eighths',
  '4/5': 'four fifths',
};

function mentalStep(step: MentalStep, age: number, random: Random): GeneratedQuestion | undefined {
  const young = age <= 6;
  switch (step.op) {
    case 'add': {
      const [a, b] = [within(random, step.a), within(random, step.b)];
      const word = young ? 'add' : 'plus';
      return numberQuestion(random, age, {
        id: `mental:${a}+${b}`,
        question: `What is ${a} ${word} ${b}?`,
        answer: a + b,
        explanation: `${a} ${word} ${b} makes ${a + b}.`,
        skill: 'Adding',
        spread: young ? 2 : 10,
      });
    }
    case 'subtract': {
      const [a, b] = [within(random, step.a), within(random, step.b)];
      if (b >= a) return undefined;
      const word = young ? 'take away' : 'minus';
      return numberQuestion(random, age, {
        id: `mental:${a}-${b}`,
        question: `What is ${a} ${word} ${b}?`,
        answer: a - b,
        explanation: `${a} ${word} ${b} leaves ${a - b}.`,
        skill: 'Taking away',
        spread: young ? 2 : 10,
      });
    }
    case 'multiply': {
      const [a, b] = [within(random, step.a), within(random, step.b)];
      return numberQuestion(random, age, {
        id: `mental:${a}x${b}`,
        question: `What is ${a} times ${b}?`,
        answer: a * b,
        explanation: `${a} times ${b} is ${a * b}.`,
        skill: 'Multiplying',
        spread: Math.max(10, Math.min(a, b)),
      });
    }
    case 'divide': {
      const [answer, by] = [within(random, step.a), within(random, step.b)];
      return numberQuestion(random, age, {
        id: `mental:${answer * by}/${by}`,
        question: `What is ${answer * by} divided by ${by}?`,
        answer,
        explanation: `${by} times ${answer} is ${answer * by}.`,
        skill: 'Dividing',
      });
    }
    case 'double': {
      const a = within(random, step.a);
      return numberQuestion(random, age, {
        id: `mental:double:${a}`,
        question: `What is double ${a}?`,
        answer: a * 2,
        explanation: `Double ${a} is ${a} and ${a} more, ${a * 2}.`,
        skill: 'Doubling',
        spread: 4,
      });
    }
    case 'half': {
      const whole = within(random, step.a) * 2;
      return numberQuestion(random, age, {
        id: `mental:half:${whole}`,
        question: `What is half of ${whole}?`,
        answer: whole / 2,
        explanation: `${whole / 2} and ${whole / 2} make ${whole}.`,
        skill: 'Halving',
        spread: 4,
      });
    }
    case 'square': {
      const a = within(random, step.a);
      return numberQuestion(random, age, {
        id: `mental:square:${a}`,
        question: `What is ${a} squared?`,
        answer: a * a,
        explanation: `${a} squared is ${a} times ${a}, which is ${a * a}.`,
        skill: 'Squares',
        spread: 2 * a,
      });
    }
    case 'square root': {
      const a = within(random, step.a);
      return numberQuestion(random, age, {
        id: `mental:root:${a * a}`,
        question: `What is the square root of ${a * a}?`,
        answer: a,
        explanation: `${a} times ${a} is ${a * a}.`,
        skill: 'Square roots',
      });
    }
    case 'percent': {
      const percent = random.pick(step.percents);
      // Amounts in steps of 40 keep every percentage used here a whole number.
      const whole = within(random, step.of) * (Number.isInteger(percent) ? 20 : 40);
      const answer = (whole * percent) / 100;
      if (!Number.isInteger(answer)) return undefined;
      return numberQuestion(random, age, {
        id: `mental:pct:${percent}of${whole}`,
        question: `What is ${percent}% of ${whole}?`,
        answer,
        explanation: `${percent}% means ${percent} out of every 100, so ${percent}% of ${whole} is ${answer}.`,
        skill: 'Percentages',
        spread: Math.max(5, Math.round(answer / 5)),
      });
    }
    case 'fraction': {
      const [top, bottom] = random.pick(step.fractions);
      const whole = within(random, step.whole) * bottom;
      const answer = (whole / bottom) * top;
      const words = FRACTION_WORDS[`${top}/${bottom}`] ?? `${top}/${bottom}`;
      return numberQuestion(random, age, {
        id: `mental:frac:${top}/${bottom}of${whole}`,
        question: `What is ${words} of ${whole}?`,
        answer,
        explanation: `One part in ${bottom} of ${whole} is ${whole / bottom}, and ${top} of those parts make ${answer}.`,
        skill: 'Fractions',
        spread: Math.max(3, whole / bottom),
      });
    }
    case 'negative': {
      const [a, b] = [within(random, step.a), within(random, step.b)];
      if (a === b) return undefined;
      const answer = b - a;
      return {
        id: `mental:neg:${b}-${a}`,
        question: `What is -${a} plus ${b}?`,
        options: signedOptions(answer, optionCountFor(age), random),
        correctAnswer: String(answer),
        explanation: `Start at -${a} and count up ${b} to reach ${answer}.`,
        skill: 'Negative numbers',
      };
    }
    case 'order': {
      const [a, b, c] = [within(random, step.a), within(random, step.b), within(random, step.a)];
      const answer = a + b * c;
      return numberQuestion(random, age, {
        id: `mental:order:${a}+${b}x${c}`,
        question: `What is ${a} plus ${b} times ${c}?`,
        answer,
        explanation: `Multiply first: ${b} times ${c} is ${b * c}, then add ${a} to make ${answer}.`,
        skill: 'Order of operations',
        // The tempting wrong answer works left to right.
        spread: Math.max(3, Math.abs((a + b) * c - answer)),
      });
    }
  }
}

/** Wrong answers for a sum that may fall below zero; the sign slip is the likeliest mistake. */
function signedOptions(answer: number, count: number, random: Random): string[] {
  const wrong = new Set<number>([-answer]);
  while (wrong.size < count - 1 || wrong.has(answer)) {
    wrong.delete(answer);
    wrong.add(answer + random.int(1, 4) * (random.next() < 0.5 ? -1 : 1));
  }
  return random.shuffle([answer, ...[...wrong].slice(0, count - 1)].map(String));
}

export const mentalMaths: TopicGenerator = (request, random) =>
  mentalStep(random.pick(rangeFor(MENTAL_MATHS_RANGES, request)), request.age, random);

// ---------------------------------------------------------------------------------------------
// Maths Made Fun: the same skills in little stories

type Story =
  | { kind: 'more' | 'left'; a: Span; b: Span }
  | { kind: 'groups' | 'share'; groups: Span; each: Span }
  | { kind: 'sides'; shapes: readonly (keyof typeof SIDES)[] }
  | { kind: 'two steps'; start: Span; change: Span }
  | { kind: 'perimeter' | 'area'; sides: Span }
  | { kind: 'fraction of'; fractions: readonly (readonly [number, number])[]; groups: Span }
  | { kind: 'mean'; values: Span; count: number }
  | { kind: 'triangle angle' | 'polygon angles' | 'hypotenuse' }
  | { kind: 'ratio'; parts: Span; each: Span }
  | { kind: 'laps'; hours: Span; perHour: Span }
  | { kind: 'think of a number'; number: Span; times: Span; add: Span };

const SIDES = { triangle: 3, square: 4, rectangle: 4, pentagon: 5, hexagon: 6, heptagon: 7, octagon: 8, decagon: 10 };

/**
 * The stories a Maths Made Fun quiz tells, by age band and level: counting on and back within 10
 * or 20 up to 6; sums, groups and sharing at 7–9; two steps, area, fractions and means at 10–12;
 * ratio, rates, angles, Pythagoras and "think of a number" equations at 13–16.
 */
export const MATHS_STORY_RANGES: ByAge<readonly Story[]> = [
  {
    upToAge: 6,
    levels: {
      Easy: [
        { kind: 'more', a: [2, 6], b: [1, 4] },
        { kind: 'left', a: [3, 6], b: [1, 2] },
        { kind: 'sides', shapes: ['triangle', 'square'] },
      ],
      Medium: [
        { kind: 'more', a: [2, 6], b: [2, 4] },
        { kind: 'left', a: [5, 10], b: [1, 4] },
        { kind: 'sides', shapes: ['triangle', 'square', 'rectangle'] },
      ],
      Advanced: [
        { kind: 'more', a: [8, 15], b: [3, 5] },
        { kind: 'left', a: [11, 20], b: [3, 8] },
        { kind: 'groups', groups: [2, 3], each: [2, 5] },
        { kind: 'share', groups: [2, 2], each: [2, 6] },
      ],
    },
  },
  {
    upToAge: 9,
    levels: {
      Easy: [
        { kind: 'more', a: [10, 30], b: [3, 9] },
        { kind: 'left', a: [12, 30], b: [3, 9] },
        { kind: 'sides', shapes: ['pentagon', 'hexagon', 'octagon'] },
      ],
      Medium: [
        { kind: 'groups', groups: [2, 5], each: [2, 6] },
        { kind: 'share', groups: [2, 5], each: [2, 6] },
        { kind: 'two steps', start: [10, 30], change: [2, 9] },
      ],
      Advanced: [
        { kind: 'groups', groups: [3, 10], each: [3, 10] },
        { kind: 'share', groups: [3, 10], each: [3, 10] },
        { kind: 'two steps', start: [30, 90], change: [6, 25] },
        { kind: 'perimeter', sides: [3, 10] },
      ],
    },
  },
  {
    upToAge: 12,
    levels: {
      Easy: [
        { kind: 'groups', groups: [4, 12], each: [4, 12] },
        { kind: 'share', groups: [4, 12], each: [4, 12] },
        { kind: 'perimeter', sides: [4, 15] },
      ],
      Medium: [
        { kind: 'two steps', start: [60, 200], change: [15, 60] },
        { kind: 'area', sides: [4, 12] },
        {
          kind: 'fraction of',
          fractions: [
            [3, 4],
            [2, 3],
            [2, 5],
          ],
          groups: [3, 12],
        },
        { kind: 'mean', values: [2, 12], count: 3 },
      ],
      Advanced: [
        {
          kind: 'fraction of',
          fractions: [
            [5, 6],
            [3, 8],
            [4, 5],
          ],
          groups: [4, 15],
        },
        { kind: 'mean', values: [10, 40], count: 4 },
        { kind: 'triangle angle' },
        { kind: 'area', sides: [11, 25] },
      ],
    },
  },
  {
    upToAge: 16,
    levels: {
      Easy: [
        { kind: 'area', sides: [8, 20] },
        { kind: 'mean', values: [5, 30], count: 4 },
        { kind: 'triangle angle' },
        {
          kind: 'fraction of',
          fractions: [
            [3, 4],
            [2, 3],
            [3, 5],
          ],
          groups: [5, 20],
        },
      ],
      Medium: [
        { kind: 'ratio', parts: [2, 7], each: [3, 12] },
        { kind: 'laps', hours: [2, 6], perHour: [4, 15] },
        { kind: 'think of a number', number: [3, 15], times: [2, 5], add: [3, 20] },
        { kind: 'polygon angles' },
      ],
      Advanced: [
        { kind: 'ratio', parts: [3, 11], each: [6, 25] },
        { kind: 'hypotenuse' },
        { kind: 'think of a number', number: [6, 25], times: [3, 9], add: [11, 60] },
        { kind: 'polygon angles' },
      ],
    },
  },
];

const THINGS = ['apples', 'stickers', 'marbles', 'books', 'shells', 'pencils', 'cakes', 'leaves', 'cards', 'beads'];
/** Right-angled triangles with whole sides (3-4-5 and friends, scaled). */
const PYTHAGOREAN_TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [6, 8, 10],
  [9, 12, 15],
  [12, 16, 20],
  [15, 20, 25],
  [20, 21, 29],
  [9, 40, 41],
] as const;

function tellStory(story: Story, age: number, random: Random): GeneratedQuestion | undefined {
  const name = random.pick(CHARACTER_NAMES);
  const friend = random.pick(CHARACTER_NAMES.filter((other) => other !== name));
  const things = random.pick(THINGS);
  const ask = (id: string, question: string, answer: number, explanation: string, skill: string, spread = 3) =>
    numberQuestion(random, age, { id: `fun:${id}`, question, answer, explanation, skill, spread });
  switch (story.kind) {
    case 'more': {
      const [a, b] = [within(random, story.a), within(random, story.b)];
      return ask(
        `${a}+${b}:${things}`,
        `${name} has ${a} ${things}. ${name} gets ${b} more. How many now?`,
        a + b,
        `${a} and ${b} more make ${a + b}.`,
        'Adding',
      );
    }
    case 'left': {
      const [a, b] = [within(random, story.a), within(random, story.b)];
      if (b >= a) return undefined;
      return ask(
        `${a}-${b}:${things}`,
        `${name} has ${a} ${things} and gives away ${b}. How many are left?`,
        a - b,
        `${a} take away ${b} leaves ${a - b}.`,
        'Taking away',
      );
    }
    case 'groups': {
      const [groups, each] = [within(random, story.groups), within(random, story.each)];
      const question =
        age <= 6
          ? `${name} has ${groups} bags. Each bag holds ${each} ${things}. How many ${things}?`
          : `${name} has ${groups} bags with ${each} ${things} in each. How many ${things} altogether?`;
      return ask(
        `${groups}x${each}:${things}`,
        question,
        groups * each,
        `${groups} bags of ${each} make ${groups * each}.`,
        'Multiplying',
        Math.max(3, groups),
      );
    }
    case 'share': {
      const [groups, each] = [within(random, story.groups), within(random, story.each)];
      const total = groups * each;
      const question =
        groups === 2
          ? `${name} and ${friend} share ${total} ${things} fairly. How many each?`
          : `${name} shares ${total} ${things} equally between ${groups} friends. How many does each friend get?`;
      return ask(
        `share:${total}/${groups}:${things}`,
        question,
        each,
        `${total} shared by ${groups} is ${each} each.`,
        'Sharing',
      );
    }
    case 'sides': {
      const shape = random.pick(story.shapes);
      const article = /^[aeiou]/.test(shape) ? 'an' : 'a';
      return ask(
        `sides:${shape}`,
        `How many sides does ${article} ${shape} have?`,
        SIDES[shape],
        `${article === 'an' ? 'An' : 'A'} ${shape} has ${SIDES[shape]} straight sides.`,
        'Shapes',
        2,
      );
    }
    case 'two steps': {
      const [start, given, found] = [
        within(random, story.start),
        within(random, story.change),
        within(random, story.change),
      ];
      if (given >= start) return undefined;
      const answer = start - given + found;
      return ask(
        `${start}-${given}+${found}:${things}`,
        `${name} has ${start} ${things}, gives ${given} to ${friend}, then finds ${found} more. How many now?`,
        answer,
        `${start} take away ${given} is ${start - given}, and ${found} more makes ${answer}.`,
        'Two steps',
        5,
      );
    }
    case 'perimeter': {
      const [long, short] = [within(random, story.sides), within(random, story.sides)];
      if (long === short) return undefined;
      const answer = 2 * (long + short);
      return ask(
        `perimeter:${Math.max(long, short)}x${Math.min(long, short)}`,
        `A rectangle is ${Math.max(long, short)} cm long and ${Math.min(long, short)} cm wide. What is its perimeter in cm?`,
        answer,
        `Add all four sides: ${long}, ${short}, ${long} and ${short} make ${answer} cm.`,
        'Perimeter',
        4,
      );
    }
    case 'area': {
      const [long, short] = [within(random, story.sides), within(random, story.sides)];
      const answer = long * short;
      return ask(
        `area:${long}x${short}`,
        `A rectangle is ${long} cm long and ${short} cm wide. What is its area in square cm?`,
        answer,
        `Area is length times width: ${long} times ${short} is ${answer} square cm.`,
        'Area',
        Math.max(4, short),
      );
    }
    case 'fraction of': {
      const [top, bottom] = random.pick(story.fractions);
      const whole = within(random, story.groups) * bottom;
      const answer = (whole / bottom) * top;
      return ask(
        `frac:${top}/${bottom}of${whole}:${things}`,
        `${name} has ${whole} ${things} and gives ${FRACTION_WORDS[`${top}/${bottom}`] ?? `${top}/${bottom}`} of them to ${friend}. How many does ${friend} get?`,
        answer,
        `One part in ${bottom} of ${whole} is ${whole / bottom}, so ${top} parts are ${answer}.`,
        'Fractions',
        Math.max(3, whole / bottom),
      );
    }
    case 'mean': {
      const values = Array.from({ length: story.count }, () => within(random, story.values));
      const sum = values.reduce((total, value) => total + value, 0);
      // Nudge the last score so the mean is a whole number.
      const last = (values[values.length - 1] ?? 0) + ((story.count - (sum % story.count)) % story.count);
      const fair = [...values.slice(0, -1), last];
      const total = fair.reduce((running, value) => running + value, 0);
      return ask(
        `mean:${fair.join(',')}`,
        `${name} scores ${fair.slice(0, -1).join(', ')} and ${last} points in ${story.count} games. What is the mean score?`,
        total / story.count,
        `The scores add up to ${total}, and ${total} shared between ${story.count} games is ${total / story.count}.`,
        'Averages',
        4,
      );
    }
    case 'triangle angle': {
      const a = random.int(3, 12) * 5;
      const b = random.int(3, 16) * 5;
      if (a + b >= 170) return undefined;
      return ask(
        `triangle:${a}+${b}`,
        `Two angles of a triangle are ${a} degrees and ${b} degrees. What is the third angle in degrees?`,
        180 - a - b,
        `The three angles add up to 180 degrees. 180 take away ${a + b} leaves ${180 - a - b}.`,
        'Angles',
        10,
      );
    }
    case 'polygon angles': {
      const [shape, sides] = random.pick(
        Object.entries(SIDES).filter(([shape]) => shape !== 'square' && shape !== 'rectangle'),
      );
      const answer = (sides - 2) * 180;
      return numberQuestion(random, age, {
        id: `fun:polygon-angles:${shape}`,
        question: `What do the inside angles of ${/^[aeiou]/.test(shape) ? 'an' : 'a'} ${shape} add up to, in degrees?`,
        answer,
        explanation: `A shape with ${sides} sides splits into ${sides - 2} triangles of 180 degrees, which is ${answer}.`,
        skill: 'Angles',
        spread: 180,
        // Counting one triangle per side, or one too few, are the usual slips.
        likelyMistakes: [sides * 180, answer - 180, answer + 180, sides * 60],
      });
    }
    case 'hypotenuse': {
      const [a, b, c] = random.pick(PYTHAGOREAN_TRIPLES);
      return ask(
        `hypotenuse:${a},${b}`,
        `A right-angled triangle has shorter sides of ${a} cm and ${b} cm. How long is the longest side in cm?`,
        c,
        `${a} squared plus ${b} squared is ${c * c}, and the square root of ${c * c} is ${c}.`,
        'Pythagoras',
        3,
      );
    }
    case 'ratio': {
      const [first, second] = [within(random, story.parts), within(random, story.parts)];
      if (first === second) return undefined;
      const each = within(random, story.each);
      const total = (first + second) * each;
      return ask(
        `ratio:${first}:${second}of${total}:${things}`,
        `${name} and ${friend} share ${total} ${things} in the ratio ${first} to ${second}. How many does ${friend} get?`,
        second * each,
        `There are ${first + second} equal parts of ${each}, and ${friend} gets ${second} of them: ${second * each}.`,
        'Ratio',
        Math.max(3, each),
      );
    }
    case 'laps': {
      const [hours, perHour] = [within(random, story.hours), within(random, story.perHour)];
      return ask(
        `laps:${hours * perHour}/${hours}`,
        `${name} cycles ${hours * perHour} laps of a track in ${hours} hours at a steady speed. How many laps is that each hour?`,
        perHour,
        `${hours * perHour} laps shared over ${hours} hours is ${perHour} laps each hour.`,
        'Rates',
      );
    }
    case 'think of a number': {
      const [number, times, add] = [
        within(random, story.number),
        within(random, story.times),
        within(random, story.add),
      ];
      const result = number * times + add;
      return ask(
        `think:${number}x${times}+${add}`,
        `${name} thinks of a number, multiplies it by ${times} and then adds ${add}. The answer is ${result}. What was the number?`,
        number,
        `Work backwards: ${result} take away ${add} is ${result - add}, and ${result - add} divided by ${times} is ${number}.`,
        'Equations',
      );
    }
  }
}

export const mathsMadeFun: TopicGenerator = (request, random) =>
  tellStory(random.pick(rangeFor(MATHS_STORY_RANGES, request)), request.age, random);
