import type { QuizCountry } from '../contract/constants.ts';

/**
 * The country wording table for text written once in British English (the banks): a
 * learner in the US reads "color", "mom" and "ZIP code", a learner in Canada "mom", "airplane"
 * and "postal code" with Canada's "colour" kept. Whole words only, capitals kept.
 */
const NORTH_AMERICAN_WORDS: Record<string, string> = {
  mum: 'mom',
  mums: 'moms',
  'mobile phone': 'cell phone',
  'mobile phones': 'cell phones',
  pavement: 'sidewalk',
  pavements: 'sidewalks',
  kerb: 'curb',
  maths: 'math',
  // Note lengths only: "full stop", "torch", "lift", "lead" and "football" also mean other things
  // (a photographic stop, the Olympic torch, to lift), so items with those say both words instead.
  semibreve: 'whole note',
  semibreves: 'whole notes',
  minim: 'half note',
  minims: 'half notes',
  crotchet: 'quarter note',
  crotchets: 'quarter notes',
};

/** Spelling both the US and Canada use: airplane, tire, pajamas and -ize where Britain writes -ise. */
const NORTH_AMERICAN_SPELLING: Record<string, string> = {
  aeroplane: 'airplane',
  aeroplanes: 'airplanes',
  tyre: 'tire',
  tyres: 'tires',
  pyjamas: 'pajamas',
  characterisation: 'characterization',
  civilisation: 'civilization',
  colonisation: 'colonization',
  homogenisation: 'homogenization',
  pasteurisation: 'pasteurization',
  penalise: 'penalize',
  polarising: 'polarizing',
  pressurised: 'pressurized',
  realise: 'realize',
  realises: 'realizes',
  recognise: 'recognize',
  stabilisation: 'stabilization',
  synchronised: 'synchronized',
  tantalise: 'tantalize',
  urbanisation: 'urbanization',
  vulcanisation: 'vulcanization',
};

/** Spelling only the US uses: Canada keeps colour, centre and favourite. */
const US_SPELLING: Record<string, string> = {
  colour: 'color',
  colours: 'colors',
  coloured: 'colored',
  colourful: 'colorful',
  colouring: 'coloring',
  favourite: 'favorite',
  favourites: 'favorites',
  centre: 'center',
  centres: 'centers',
  metre: 'meter',
  metres: 'meters',
  litre: 'liter',
  litres: 'liters',
  theatre: 'theater',
  grey: 'gray',
  greys: 'grays',
  neighbour: 'neighbor',
  neighbours: 'neighbors',
  flavour: 'flavor',
  flavours: 'flavors',
  behaviour: 'behavior',
  jewellery: 'jewelry',
  armour: 'armor',
  oesophagus: 'esophagus',
  haemoglobin: 'hemoglobin',
  practise: 'practice',
  practising: 'practicing',
  programme: 'program',
  programmes: 'programs',
  postcode: 'ZIP code',
  postcodes: 'ZIP codes',
};

const TABLES: Partial<Record<QuizCountry, Record<string, string>>> = {
  US: { ...NORTH_AMERICAN_WORDS, ...NORTH_AMERICAN_SPELLING, ...US_SPELLING },
  CA: { ...NORTH_AMERICAN_WORDS, ...NORTH_AMERICAN_SPELLING, postcode: 'postal code', postcodes: 'postal codes' },
};

const patterns = new Map<QuizCountry, RegExp>();

function patternFor(country: QuizCountry, table: Record<string, string>): RegExp {
  let pattern = patterns.get(country);
  if (!pattern) {
    const words = Object.keys(table).sort((a, b) => b.length - a.length);
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
    patterns.set(country, pattern);
  }
  return pattern;
}

/** TEXT in COUNTRY's words; British English is returned as it is for the UK and Australia. */
export function inCountryWording(text: string, country: QuizCountry): string {
  const table = TABLES[country];
  if (!table) return text;
  return text.replace(patternFor(country, table), (found) => {
    const replacement = table[found.toLowerCase()] ?? found;
    if (found === found.toUpperCase() && found.length > 1) return replacement.toUpperCase();
    return found[0] === found[0]?.toUpperCase() ? replacement[0]?.toUpperCase() + replacement.slice(1) : replacement;
  });
}

/**
 * An item reworded for COUNTRY (the item itself where British English serves), or undefined when the wording is what it asks about (a spelling
 * question) or when rewording would make two options the same.
 */
export function itemInCountryWording<
  T extends { question: string; options: readonly string[]; correctAnswer: string; explanation: string },
>(item: T, country: QuizCountry): T | undefined {
  if (!TABLES[country]) return item;
  const reword = (text: string) => inCountryWording(text, country);
  const options = item.options.map(reword);
  const changed = options.some((option, index) => option !== item.options[index]);
  if (changed && /\bspel(?:l|t|ling)\b/i.test(item.question)) return undefined;
  if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) return undefined;
  return {
    ...item,
    question: reword(item.question),
    options,
    correctAnswer: reword(item.correctAnswer),
    explanation: reword(item.explanation),
  };
}
