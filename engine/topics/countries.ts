import type { CountryFact } from '../content.ts';
import type { Random } from '../random.ts';
import { type ByAge, optionCountFor, rangeFor, type TopicGenerator } from './topic-generator.ts';

/** Countries most young children have heard of (ISO codes). */
const FIRST_HEARD = new Set(
  'GB US FR ES IT DE JP CN IN AU CA BR MX EG KE IE GR RU AR NZ NG NO SE PT NL TR JM PL CH'.split(' '),
);
/** Countries a child meets in school geography and the news; every other UN member comes after these. */
const WELL_KNOWN = new Set(
  [
    'BE AT DK FI IS CZ HU HR RO UA EE LT LV BG RS SK SI LU MT',
    'CL CO PE CU UY VE EC',
    'TH ID PH PK SG MY KR KP VN BD NP IR IQ SA AE AF MN KZ',
    'MA GH ET CM SN SO BW TN SD UG ZW ZM',
    'LB CY TT QA',
  ]
    .join(' ')
    .split(' '),
);

type Tier = 'first heard' | 'well known' | 'every other';
type Kind = 'flag' | 'capital' | 'capital of' | 'continent';

function tierOf(country: CountryFact): Tier {
  if (FIRST_HEARD.has(country.code)) return 'first heard';
  return WELL_KNOWN.has(country.code) ? 'well known' : 'every other';
}

/**
 * What a quiz asks, by age band and level: which countries (tiers) and which kinds of question.
 * Young children name the flags of countries they have heard of, and on Advanced their capitals;
 * continents wait until 7, as a child of 6 does not yet have a map of the world in mind. The whole
 * of the UN's membership comes only at 10–12 Advanced and from 13.
 */
export const COUNTRY_RANGES: ByAge<{ tiers: readonly Tier[]; kinds: readonly Kind[] }> = [
  {
    upToAge: 6,
    levels: {
      Easy: { tiers: ['first heard'], kinds: ['flag'] },
      Medium: { tiers: ['first heard', 'well known'], kinds: ['flag'] },
      Advanced: { tiers: ['first heard'], kinds: ['flag', 'capital'] },
    },
  },
  {
    upToAge: 9,
    levels: {
      Easy: { tiers: ['first heard'], kinds: ['flag', 'capital'] },
      Medium: { tiers: ['first heard', 'well known'], kinds: ['flag', 'capital', 'continent'] },
      Advanced: { tiers: ['well known'], kinds: ['flag', 'capital', 'capital of'] },
    },
  },
  {
    upToAge: 12,
    levels: {
      Easy: { tiers: ['first heard', 'well known'], kinds: ['flag', 'capital', 'continent'] },
      Medium: { tiers: ['well known'], kinds: ['flag', 'capital', 'capital of', 'continent'] },
      Advanced: { tiers: ['well known', 'every other'], kinds: ['flag', 'capital', 'capital of'] },
    },
  },
  {
    upToAge: 16,
    levels: {
      Easy: { tiers: ['well known'], kinds: ['flag', 'capital', 'continent'] },
      Medium: { tiers: ['well known', 'every other'], kinds: ['capital', 'capital of', 'continent'] },
      Advanced: { tiers: ['every other'], kinds: ['capital', 'capital of', 'continent'] },
    },
  },
];

const FLAG_QUESTIONS = ['Which country has this flag?', 'Whose flag is this?', 'Which country flies this flag?'];

function withWrong(answer: string, candidates: readonly string[], optionCount: number, random: Random): string[] {
  const wrong = random.shuffle([...new Set(candidates)].filter((candidate) => candidate !== answer));
  return random.shuffle([answer, ...wrong.slice(0, optionCount - 1)]);
}

/** "the United States", "the Netherlands": names that read as a noun phrase take "the". */
function withArticle(name: string): string {
  return /^(United|Republic|Democratic|Central African|Dominican)|Netherlands|Philippines|Bahamas|Gambia|Maldives|Comoros|Islands$/.test(
    name,
  )
    ? `the ${name}`
    : name;
}

/** Mexico City, Kuwait City, Singapore: the one name gives the other away. */
function namesShareWords(country: CountryFact): boolean {
  return country.name.includes(country.capital) || country.capital.includes(country.name.split(' ')[0] ?? '');
}

function ask(kind: Kind, country: CountryFact, pool: readonly CountryFact[], random: Random, optionCount: number) {
  const names = pool.map((candidate) => candidate.name);
  if ((kind === 'capital' || kind === 'capital of') && namesShareWords(country)) return undefined;
  switch (kind) {
    case 'flag': {
      if (!country.flag) return undefined;
      const flagged = pool.filter((candidate) => candidate.flag).map((candidate) => candidate.name);
      return {
        id: `countries:flag:${country.code}`,
        fact: country.code,
        question: random.pick(FLAG_QUESTIONS),
        image: { flag: country.code, alt: `A flag: ${country.flag}.` },
        options: withWrong(country.name, flagged, optionCount, random),
        correctAnswer: country.name,
        explanation: `That is the flag of ${withArticle(country.name)}.`,
        skill: 'Flags',
      };
    }
    case 'capital':
      return {
        id: `countries:capital:${country.code}`,
        fact: country.code,
        question: `What is the capital city of ${withArticle(country.name)}?`,
        options: withWrong(
          country.capital,
          pool.map((candidate) => candidate.capital),
          optionCount,
          random,
        ),
        correctAnswer: country.capital,
        explanation: `The capital city of ${withArticle(country.name)} is ${country.capital}.`,
        skill: 'Capital cities',
      };
    case 'capital of':
      return {
        id: `countries:capital-of:${country.code}`,
        fact: country.code,
        question: `${country.capital} is the capital city of which country?`,
        options: withWrong(country.name, names, optionCount, random),
        correctAnswer: country.name,
        explanation: `${country.capital} is the capital city of ${withArticle(country.name)}.`,
        skill: 'Capital cities',
      };
    case 'continent': {
      const { continent } = country;
      if (!continent) return undefined;
      const continents = ['Africa', 'Asia', 'Europe', 'North America', 'South America', 'Oceania'];
      return {
        id: `countries:continent:${country.code}`,
        fact: country.code,
        question: `Which continent is ${withArticle(country.name)} in?`,
        options: withWrong(continent, continents, optionCount, random),
        correctAnswer: continent,
        explanation: `${withArticle(country.name)} is in ${continent}.`.replace(/^the/, 'The'),
        skill: 'Continents',
      };
    }
  }
}

export const countriesAndFlags: TopicGenerator = (request, random, content) => {
  const { tiers, kinds } = rangeFor(COUNTRY_RANGES, request);
  const pool = content.countries.filter((country) => tiers.includes(tierOf(country)));
  if (pool.length < 4) return undefined;
  return ask(random.pick(kinds), random.pick(pool), pool, random, optionCountFor(request.age));
};
