import { bracketForAge } from '../../contract/constants.ts';
import type { CountryFact } from '../content.ts';
import { words } from '../text-metrics.ts';
import { BRACKET_BOUNDS } from '../validate-question.ts';
import { optionCountFor, type TopicGenerator } from './topic-generator.ts';

/** Countries a young child is likely to have heard of. */
const WELL_KNOWN = new Set([
  'United Kingdom',
  'United States',
  'France',
  'Spain',
  'Italy',
  'Germany',
  'Japan',
  'China',
  'India',
  'Australia',
  'Canada',
  'Brazil',
  'Mexico',
  'Egypt',
  'Kenya',
  'Ireland',
  'Greece',
  'Russia',
  'Argentina',
  'New Zealand',
  'South Africa',
  'Nigeria',
  'Norway',
  'Sweden',
  'Portugal',
  'Netherlands',
  'Turkey',
  'Jamaica',
  'Poland',
  'Switzerland',
]);

function others<T>(
  all: readonly T[],
  exclude: (item: T) => boolean,
  count: number,
  pick: (items: readonly T[]) => T[],
): T[] {
  return pick(all.filter((item) => !exclude(item))).slice(0, count);
}

export const countriesAndFlags: TopicGenerator = (request, random, content) => {
  const pool = content.countries.filter(
    (country) =>
      country.capital && (request.age >= 11 && request.difficulty !== 'Easy' ? true : WELL_KNOWN.has(country.name)),
  );
  if (pool.length < 4) return undefined;
  const country = random.pick(pool);
  const optionCount = optionCountFor(request.age);
  const kind = random.int(0, 2);
  // A flag description must fit in one sentence a child of this age can take in.
  const maxFlagWords = BRACKET_BOUNDS[bracketForAge(request.age)].sentenceWords - 4;
  if (kind === 0 && country.flag && words(country.flag).length <= maxFlagWords) {
    const flagged = pool.filter((candidate) => candidate.flag);
    const wrong = others(flagged, (candidate) => candidate.name === country.name, optionCount - 1, random.shuffle);
    return {
      id: `countries:flag:${country.name}`,
      question: request.age <= 6 ? `Whose flag is ${country.flag}?` : `Which country's flag is ${country.flag}?`,
      options: random.shuffle([country.name, ...wrong.map((candidate) => candidate.name)]),
      correctAnswer: country.name,
      explanation: `That is the flag of ${country.name}.`,
      skill: 'Flags',
    };
  }
  if (kind === 1) {
    const continents = [...new Set(content.countries.map((candidate) => candidate.continent))].filter(
      (name) => name !== 'Antarctica',
    );
    const wrong = random.shuffle(continents.filter((name) => name !== country.continent)).slice(0, optionCount - 1);
    return {
      id: `countries:continent:${country.name}`,
      question: `Which continent is ${country.name} in?`,
      options: random.shuffle([country.continent, ...wrong]),
      correctAnswer: country.continent,
      explanation: `${country.name} is in ${country.continent}.`,
      skill: 'Continents',
    };
  }
  const wrong = others(
    pool,
    (candidate: CountryFact) => candidate.capital === country.capital,
    optionCount - 1,
    random.shuffle,
  );
  return {
    id: `countries:capital:${country.name}`,
    question: `What is the capital city of ${country.name}?`,
    options: random.shuffle([country.capital, ...wrong.map((candidate) => candidate.capital)]),
    correctAnswer: country.capital,
    explanation: `The capital city of ${country.name} is ${country.capital}.`,
    skill: 'Capital cities',
  };
};
