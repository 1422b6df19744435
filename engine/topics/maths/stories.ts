import { CHARACTER_NAMES } from '../../names.ts';
import type { GeneratedQuestion } from '../../quiz.ts';
import type { Random } from '../../random.ts';
import { rangeFor, type TopicGenerator } from '../topic-generator.ts';
import { FRACTION_WORDS, numberQuestion, within } from './number-question.ts';
import { MATHS_STORY_RANGES, SIDES, type Story } from './story-ranges.ts';

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
