import type { GeneratedQuestion } from '../quiz.ts';
import type { Random } from '../random.ts';
import { capitalise } from '../text.ts';
import { itemInCountryWording } from '../wording.ts';
import { type ByAge, optionCountFor, rangeFor, type TopicGenerator } from './topic-generator.ts';

/**
 * Fact levels: 1 first things about the sky (ages 4–6); 2 the planets and the Earth's day and
 * year; 3 space travel, the Moon's phases and the order of the planets; 4 seasons, eclipses,
 * tides and kinds of planet; 5 stars' lives, fusion and the far Solar System (ages 13–16).
 * Up to 12, Easy keeps to a band's own level, Advanced to the next one and Medium mixes the
 * two; teenagers meet level 4 on Easy, levels 4 and 5 on Medium and level 5 on Advanced. The facts
 * are in content/data/space-facts.json (a fact may set a minimum age above its level's youngest);
 * the planets' order and kinds are worked out here.
 */
export const SPACE_RANGES: ByAge<readonly number[]> = [
  { upToAge: 6, levels: { Easy: [1], Medium: [1, 2], Advanced: [2] } },
  { upToAge: 9, levels: { Easy: [2], Medium: [2, 3], Advanced: [3] } },
  { upToAge: 12, levels: { Easy: [3], Medium: [3, 4], Advanced: [4] } },
  { upToAge: 16, levels: { Easy: [4], Medium: [4, 5], Advanced: [5] } },
];

const PLANETS = [
  { name: 'Mercury', kind: 'rocky planet' },
  { name: 'Venus', kind: 'rocky planet' },
  { name: 'Earth', kind: 'rocky planet' },
  { name: 'Mars', kind: 'rocky planet' },
  { name: 'Jupiter', kind: 'gas giant' },
  { name: 'Saturn', kind: 'gas giant' },
  { name: 'Uranus', kind: 'ice giant' },
  { name: 'Neptune', kind: 'ice giant' },
] as const;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const IN_ORDER = `Going out from the Sun: ${PLANETS.map((planet) => planet.name).join(', ')}.`;
const KINDS_EXPLAINED =
  'The four planets nearest the Sun are small and rocky. Jupiter and Saturn are gas giants, mostly hydrogen and helium. Uranus and Neptune are ice giants, mostly water, ammonia and methane.';
/** The words of the order question are beyond a child who has just started reading. */
const ORDER_FROM_AGE = 7;

function planetOptions(answer: string, exclude: readonly string[], optionCount: number, random: Random): string[] {
  const others = PLANETS.map((planet) => planet.name).filter((name) => name !== answer && !exclude.includes(name));
  return random.shuffle([answer, ...random.shuffle(others).slice(0, optionCount - 1)]);
}

/** Questions worked out from the list of planets, with the level each belongs to. */
function computedQuestion(level: number, age: number, random: Random): GeneratedQuestion | undefined {
  const optionCount = optionCountFor(age);
  const index = random.int(0, PLANETS.length - 1);
  const planet = PLANETS[index];
  if (!planet) return undefined;
  if (level === 2) {
    const next = PLANETS[index + 1];
    if (!next || age < ORDER_FROM_AGE) return undefined;
    return {
      id: `planets:after:${planet.name}`,
      question: `Going out from the Sun, which planet comes straight after ${planet.name}?`,
      // The planet asked about is never offered as its own answer.
      options: planetOptions(next.name, [planet.name], optionCount, random),
      correctAnswer: next.name,
      explanation: IN_ORDER,
      skill: 'Order of the planets',
    };
  }
  // The first and the last planet are asked by facts of their own ("closest to the Sun", "farthest").
  if (level === 3 && index > 0 && index < PLANETS.length - 1) {
    return {
      id: `planets:order:${planet.name}`,
      question: `Which planet is ${ORDINALS[index]} from the Sun?`,
      options: planetOptions(planet.name, [], optionCount, random),
      correctAnswer: planet.name,
      explanation: IN_ORDER,
      skill: 'Order of the planets',
    };
  }
  if (level === 4) {
    const kinds = ['rocky planet', 'gas giant', 'ice giant', 'dwarf planet'];
    // Options start with a capital, as every other option does.
    return {
      id: `planets:kind:${planet.name}`,
      question: `What kind of planet is ${planet.name}?`,
      options: random.shuffle(kinds.slice(0, Math.max(3, optionCount)).map(capitalise)),
      correctAnswer: capitalise(planet.kind),
      explanation: KINDS_EXPLAINED,
      skill: 'Kinds of planet',
    };
  }
  return undefined;
}

export const spaceAndPlanets: TopicGenerator = (request, random, content, chosen) => {
  const levels = rangeFor(SPACE_RANGES, request);
  const level = random.pick(levels);
  const facts = content.spaceFacts.filter(
    (candidate) =>
      candidate.level === level &&
      (candidate.minAge ?? 0) <= request.age &&
      (!candidate.countries || candidate.countries.includes(request.country)),
  );
  // Sometimes a question worked out from the planets' order or kind, where the level has one; at
  // most one of each kind in a quiz, since several can be answered by elimination.
  if (random.next() < 0.25) {
    const computed = computedQuestion(level, request.age, random);
    if (computed && !chosen.some((question) => question.skill === computed.skill)) return computed;
  }
  // A level can have nothing for the youngest of its ages; another draw picks another level.
  if (facts.length === 0) return undefined;
  const chosenFact = random.pick(facts);
  // The facts are written in British English, as the banks are.
  const question = {
    id: `planets:fact:${chosenFact.ask}`,
    question: chosenFact.ask,
    options: random.shuffle([
      chosenFact.answer,
      ...random.shuffle(chosenFact.wrong).slice(0, optionCountFor(request.age) - 1),
    ]),
    correctAnswer: chosenFact.answer,
    explanation: chosenFact.why,
    skill: 'Space facts',
  };
  return itemInCountryWording(question, request.country) ?? question;
};
