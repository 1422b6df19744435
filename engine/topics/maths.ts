import { CHARACTER_NAMES } from '../names.ts';
import type { GeneratedQuestion } from '../quiz.ts';
import type { Random } from '../random.ts';
import { numberOptions, optionCountFor, type TopicGenerator, type TopicRequest } from './topic-generator.ts';

function question(
  id: string,
  text: string,
  answer: number,
  explanation: string,
  request: TopicRequest,
  random: Random,
  skill: string,
  spread = 3,
): GeneratedQuestion {
  return {
    id,
    question: text,
    options: numberOptions(answer, optionCountFor(request.age), random, spread),
    correctAnswer: String(answer),
    explanation,
    skill,
  };
}

/** Which tables a child of this age practises, and how far up. */
function tablesFor({ age, difficulty }: TopicRequest): { tables: number[]; upTo: number } {
  if (age <= 6) return { tables: difficulty === 'Easy' ? [1, 2, 10] : [1, 2, 5, 10], upTo: 10 };
  if (age <= 8) return { tables: difficulty === 'Easy' ? [2, 5, 10] : [2, 3, 4, 5, 8, 10], upTo: 10 };
  if (age <= 10) return { tables: difficulty === 'Easy' ? [2, 3, 4, 5, 10] : [3, 4, 6, 7, 8, 9], upTo: 12 };
  return { tables: difficulty === 'Easy' ? [3, 4, 6, 8, 9] : [6, 7, 8, 9, 11, 12], upTo: 12 };
}

export const timesTables: TopicGenerator = (request, random) => {
  const { tables, upTo } = tablesFor(request);
  const table = random.pick(tables);
  const times = random.int(1, upTo);
  const product = table * times;
  const style = request.age >= 8 ? random.int(0, 2) : 0;
  if (style === 1) {
    return question(
      `times-tables:div:${product}/${table}`,
      `What is ${product} divided by ${table}?`,
      times,
      `${table} times ${times} is ${product}, so ${product} divided by ${table} is ${times}.`,
      request,
      random,
      `${table} times table`,
    );
  }
  if (style === 2) {
    return question(
      `times-tables:missing:${table}x?=${product}`,
      `${table} times what number makes ${product}?`,
      times,
      `${table} times ${times} is ${product}.`,
      request,
      random,
      `${table} times table`,
    );
  }
  return question(
    `times-tables:${table}x${times}`,
    `What is ${table} times ${times}?`,
    product,
    `${table} lots of ${times} make ${product}.`,
    request,
    random,
    `${table} times table`,
    Math.max(2, table),
  );
};

export const mentalMaths: TopicGenerator = (request, random) => {
  const { age, difficulty } = request;
  const step = difficulty === 'Easy' ? 0 : difficulty === 'Medium' ? 1 : 2;
  if (age <= 6) {
    const limit = [10, 15, 20][step] ?? 10;
    const a = random.int(1, limit);
    const b = random.int(1, Math.max(1, limit - a));
    if (random.next() < 0.5 || a <= b) {
      return question(
        `mental:${a}+${b}`,
        `What is ${a} add ${b}?`,
        a + b,
        `${a} add ${b} makes ${a + b}.`,
        request,
        random,
        'Adding',
      );
    }
    return question(
      `mental:${a}-${b}`,
      `What is ${a} take away ${b}?`,
      a - b,
      `${a} take away ${b} leaves ${a - b}.`,
      request,
      random,
      'Taking away',
    );
  }
  if (age <= 9) {
    const limit = [20, 50, 100][step] ?? 50;
    const a = random.int(5, limit);
    const b = random.int(2, Math.max(2, Math.floor(limit / 2)));
    const kind = random.int(0, 2);
    if (kind === 0)
      return question(
        `mental:${a}+${b}`,
        `What is ${a} plus ${b}?`,
        a + b,
        `${a} plus ${b} equals ${a + b}.`,
        request,
        random,
        'Adding',
        5,
      );
    if (kind === 1 && a > b)
      return question(
        `mental:${a}-${b}`,
        `What is ${a} minus ${b}?`,
        a - b,
        `${a} minus ${b} equals ${a - b}.`,
        request,
        random,
        'Subtracting',
        5,
      );
    const n = random.int(2, 25 + step * 25);
    return question(
      `mental:double:${n}`,
      `What is double ${n}?`,
      n * 2,
      `Double ${n} means ${n} plus ${n}, which is ${n * 2}.`,
      request,
      random,
      'Doubling',
      4,
    );
  }
  const kind = random.int(0, 3);
  if (kind === 0) {
    const base = random.pick([20, 40, 50, 60, 80, 120, 200, 300, 400]);
    const percent = random.pick(step === 0 ? [10, 50] : step === 1 ? [10, 20, 25, 50] : [5, 15, 20, 25, 75]);
    const answer = (base * percent) / 100;
    if (!Number.isInteger(answer)) return undefined;
    return question(
      `mental:pct:${percent}of${base}`,
      `What is ${percent} percent of ${base}?`,
      answer,
      `${percent} percent means ${percent} out of every 100, so the answer is ${answer}.`,
      request,
      random,
      'Percentages',
      Math.max(3, Math.round(answer / 4)),
    );
  }
  if (kind === 1) {
    const a = random.int(12, 40 + step * 40);
    const b = random.int(3, 9 + step * 3);
    return question(
      `mental:${a}x${b}`,
      `What is ${a} times ${b}?`,
      a * b,
      `${a} times ${b} is ${a * b}.`,
      request,
      random,
      'Multiplying',
      Math.max(4, b),
    );
  }
  if (kind === 2) {
    const denominator = random.pick([2, 3, 4, 5, 10]);
    const whole = denominator * random.int(2, 12 + step * 6);
    return question(
      `mental:frac:1/${denominator}of${whole}`,
      `What is one ${['', '', 'half', 'third', 'quarter', 'fifth', '', '', '', '', 'tenth'][denominator]} of ${whole}?`,
      whole / denominator,
      `Share ${whole} into ${denominator} equal parts and each part is ${whole / denominator}.`,
      request,
      random,
      'Fractions',
    );
  }
  const a = random.int(100, 400 + step * 300);
  const b = random.int(25, 150 + step * 100);
  return question(
    `mental:${a}-${b}`,
    `What is ${a} minus ${b}?`,
    a - b,
    `${a} minus ${b} equals ${a - b}.`,
    request,
    random,
    'Subtracting',
    10,
  );
};

const THINGS = ['apples', 'stickers', 'marbles', 'books', 'shells', 'pencils', 'cakes', 'leaves'];
const SHAPES = [
  { name: 'triangle', sides: 3 },
  { name: 'square', sides: 4 },
  { name: 'pentagon', sides: 5 },
  { name: 'hexagon', sides: 6 },
  { name: 'octagon', sides: 8 },
];

export const mathsMadeFun: TopicGenerator = (request, random) => {
  const { age } = request;
  const name = random.pick(CHARACTER_NAMES);
  const things = random.pick(THINGS);
  const kind = random.int(0, 3);
  if (kind === 0) {
    const shape = random.pick(age <= 6 ? SHAPES.slice(0, 2) : SHAPES);
    const article = /^[aeiou]/.test(shape.name) ? 'an' : 'a';
    return question(
      `fun:sides:${shape.name}`,
      `How many sides does ${article} ${shape.name} have?`,
      shape.sides,
      `${article === 'an' ? 'An' : 'A'} ${shape.name} has ${shape.sides} straight sides.`,
      request,
      random,
      'Shapes',
      2,
    );
  }
  if (age <= 6) {
    const a = random.int(1, 5);
    const b = random.int(1, 4);
    return question(
      `fun:${name}:${a}+${b}:${things}`,
      `${name} has ${a} ${things}. ${name} gets ${b} more. How many now?`,
      a + b,
      `${a} and ${b} more make ${a + b}.`,
      request,
      random,
      'Adding',
    );
  }
  if (kind === 1) {
    const groups = random.int(2, age <= 9 ? 5 : 9);
    const each = random.int(2, age <= 9 ? 6 : 12);
    return question(
      `fun:${name}:${groups}x${each}:${things}`,
      `${name} has ${groups} bags with ${each} ${things} in each. How many ${things} altogether?`,
      groups * each,
      `${groups} bags of ${each} is ${groups} times ${each}, which is ${groups * each}.`,
      request,
      random,
      'Multiplying',
      Math.max(3, groups),
    );
  }
  if (kind === 2) {
    const people = random.int(2, age <= 9 ? 4 : 8);
    const each = random.int(2, age <= 9 ? 6 : 12);
    return question(
      `fun:${name}:share:${people * each}/${people}:${things}`,
      `${name} shares ${people * each} ${things} equally between ${people} friends. How many does each friend get?`,
      each,
      `${people * each} shared into ${people} equal groups is ${each} each.`,
      request,
      random,
      'Sharing',
    );
  }
  const start = random.int(age <= 9 ? 10 : 30, age <= 9 ? 30 : 120);
  const spent = random.int(3, Math.floor(start / 2));
  return question(
    `fun:${name}:${start}-${spent}:${things}`,
    `${name} had ${start} ${things} and gave away ${spent}. How many are left?`,
    start - spent,
    `${start} take away ${spent} leaves ${start - spent}.`,
    request,
    random,
    'Subtracting',
    4,
  );
};
