import type { GeneratedQuestion } from '../../quiz.ts';
import type { Random } from '../../random.ts';
import { type ByAge, optionCountFor, rangeFor, type TopicGenerator } from '../topic-generator.ts';
import { FRACTION_WORDS, numberQuestion, type Span, within } from './number-question.ts';

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
      const part = whole / bottom;
      return numberQuestion(random, age, {
        id: `mental:frac:${top}/${bottom}of${whole}`,
        question: `What is ${words} of ${whole}?`,
        answer,
        explanation:
          top === 1
            ? `Share ${whole} into ${bottom} equal parts: each part is ${part}.`
            : `Share ${whole} into ${bottom} equal parts: each part is ${part}, and ${top} parts make ${answer}.`,
        skill: 'Fractions',
        // Near the answer, and the likeliest slips: sharing into one part too few or too many,
        // the part that is left, one part more or fewer.
        spread: Math.max(2, Math.round(answer / 3)),
        likelyMistakes: [
          whole / (bottom - 1),
          whole / (bottom + 1),
          whole - answer,
          answer + part,
          answer - part,
        ].filter((value) => Number.isInteger(value) && value > 0),
      });
    }
    case 'negative': {
      const [a, b] = [within(random, step.a), within(random, step.b)];
      if (a === b) return undefined;
      const answer = b - a;
      return {
        id: `mental:neg:${b}-${a}`,
        question: `What is -${a} plus ${b}?`,
        options: signedOptions(answer, optionCountFor(age), random, [a, b]),
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

/**
 * Wrong answers for a sum that may fall below zero; the sign slip is the likeliest mistake. The
 * numbers the question SHOWS are no decoys, as in every number question.
 */
function signedOptions(answer: number, count: number, random: Random, shows: readonly number[]): string[] {
  const isDecoy = (value: number) => value !== answer && !shows.includes(value);
  const wrong = new Set<number>([-answer].filter(isDecoy));
  while (wrong.size < count - 1) {
    const candidate = answer + random.int(1, 6) * (random.next() < 0.5 ? -1 : 1);
    if (isDecoy(candidate)) wrong.add(candidate);
  }
  return random.shuffle([answer, ...[...wrong].slice(0, count - 1)].map(String));
}

export const mentalMaths: TopicGenerator = (request, random) =>
  mentalStep(random.pick(rangeFor(MENTAL_MATHS_RANGES, request)), request.age, random);
