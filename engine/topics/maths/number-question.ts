import type { GeneratedQuestion } from '../../quiz.ts';
import type { Random } from '../../random.ts';
import { numberOptions, optionCountFor } from '../topic-generator.ts';

/** A range of whole numbers, both ends included, that a maths question draws from. */
export type Span = readonly [min: number, max: number];

/** A question whose answer is a whole number, offered among near misses and the likeliest slips. */
export function numberQuestion(
  random: Random,
  age: number,
  fields: {
    id: string;
    fact?: string;
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
  // A number the question shows is no decoy: a child rules it out without working anything out.
  const shown = new Set((fields.question.match(/\d+/g) ?? []).map(Number));
  const isDecoy = (value: number) => value >= 0 && value !== fields.answer && !shown.has(value);
  const mistakes = random.shuffle([...new Set(fields.likelyMistakes ?? [])].filter(isDecoy)).slice(0, count - 2);
  const others = numberOptions(fields.answer, count + mistakes.length + shown.size, random, fields.spread ?? 3)
    .map(Number)
    .filter((value) => isDecoy(value) && !mistakes.includes(value));
  return {
    id: fields.id,
    ...(fields.fact ? { fact: fields.fact } : {}),
    question: fields.question,
    options: random.shuffle([fields.answer, ...mistakes, ...others.slice(0, count - 1 - mistakes.length)].map(String)),
    correctAnswer: String(fields.answer),
    explanation: fields.explanation,
    skill: fields.skill,
  };
}

export const within = (random: Random, [min, max]: Span) => random.int(min, max);

/** Fractions in words, as a child reads them ("three quarters"), for the fraction questions and stories. */
export const FRACTION_WORDS: Record<string, string> = {
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
