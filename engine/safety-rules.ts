import type { AgeBracket, QuizCountry } from '../contract/constants.ts';

/** The machine lists of curriculum section 8; whole words, case-insensitive unless noted. */
export const ALWAYS_REJECT = [
  'kill',
  'killed',
  'murder',
  'stab',
  'gun',
  'knife',
  'weapon',
  'blood',
  'bloody',
  'dead',
  'die',
  'died',
  'kidnap',
  'kidnapped',
  'abduct',
  'rape',
  'sex',
  'sexy',
  'sexting',
  'porn',
  'drugs',
  'drunk',
  'vape',
  'cigarette',
  'beer',
  'wine',
  'stupid',
  'idiot',
  'dumb',
  'ugly',
  'naughty',
  'shut up',
  'stranger danger',
  'our secret',
  'our little secret',
  'keep it a secret',
  'keep this a secret',
  "don't tell your parents",
  "don't tell your mum",
  "don't tell your mom",
  "don't tell your dad",
  "don't tell your carer",
  "don't tell a grown-up",
  "don't tell an adult",
  "don't tell your teacher",
  // Curriculum rule 1 in the words a model tends to use; party surprises are still fine.
  'secret from your mum',
  'secret from your mom',
  'secret from your dad',
  'secret from your parents',
  'secret from your carer',
  'secret from your family',
  'secret from a grown-up',
  'never tell your mum',
  'never tell your mom',
  'never tell your dad',
  'never tell your parents',
  'never tell your carer',
];

/** "kill" is allowed only inside these phrases. */
const KILL_ALLOWED_PHRASES = ['kill germs', 'catch it, bin it, kill it'];

export const REJECT_BY_BRACKET: Record<AgeBracket, string[]> = {
  '4-6': [
    'bully',
    'bullying',
    'burn',
    'burned',
    'fat',
    'stranger',
    'bleeding',
    'injury',
    'injured',
    'drown',
    'drowning',
    'poison',
    'poisoned',
    'scam',
    'phishing',
    'grooming',
    'nude',
    'nudes',
    'naked',
    'sexual',
    'sextortion',
    'suicide',
  ],
  '7-9': [
    'bleeding',
    'injury',
    'injured',
    'drown',
    'drowning',
    'poison',
    'poisoned',
    'scam',
    'phishing',
    'grooming',
    'nude',
    'nudes',
    'naked',
    'sexual',
    'sextortion',
    'suicide',
  ],
  '10-12': ['nude', 'nudes', 'naked', 'sexual', 'sextortion', 'suicide'],
  '13-16': [],
};

/** In 13-16, "suicide" may appear only inside these helpline names. */
const SUICIDE_ALLOWED_PHRASES = ['988 Suicide & Crisis Lifeline', '9-8-8 Suicide Crisis Helpline'];

const BRANDS_ANY_CASE = [
  'TikTok',
  'Instagram',
  'Snapchat',
  'YouTube',
  'Roblox',
  'Minecraft',
  'Fortnite',
  'WhatsApp',
  'Discord',
  'Facebook',
  'Twitter',
  'iPhone',
  'Android',
  'EpiPen',
  'Calpol',
  'Tylenol',
  'Band-Aid',
  'Disney',
  'Pokémon',
  'Pokemon',
  'Lego',
];
/** Brand names that are also ordinary words only count with their capital. */
const BRANDS_CASE_SENSITIVE = ['Apple', 'X'];

export const NEVER_CORRECT = [
  'go with them',
  'go with the person',
  'get in the car',
  'get into their car',
  'meet up with',
  'meet them',
  'send a photo',
  'send a picture',
  'share your password',
  'give your address',
  'jump in to',
  'keep it secret',
  'go back inside',
  'go back in',
];

/** Words that belong to other countries (curriculum section 6) and numbers of section 1. */
const SPELLING_US = ['color', 'colors', 'favorite', 'center'];
const SPELLING_COMMONWEALTH = ['colour', 'colours', 'favourite', 'centre'];

export const FOREIGN_WORDS: Record<QuizCountry, string[]> = {
  UK: [
    ...SPELLING_US,
    'mom',
    'moms',
    'mommy',
    'caregiver',
    'sidewalk',
    'curb',
    'crosswalk',
    'zip code',
    'postal code',
    'candy',
    'cell phone',
    'ER',
    'pediatrician',
    'epinephrine',
    'lollies',
  ],
  US: [
    ...SPELLING_COMMONWEALTH,
    'carer',
    'carers',
    'mum',
    'mums',
    'mummy',
    'pavement',
    'kerb',
    'footpath',
    'postcode',
    'postal code',
    'lollies',
    'A&E',
    'GP',
    'adrenaline',
    'zebra crossing',
    'pelican crossing',
  ],
  CA: [
    ...SPELLING_US,
    'carer',
    'carers',
    'mum',
    'mums',
    'mummy',
    'pavement',
    'kerb',
    'footpath',
    'postcode',
    'zip code',
    'lollies',
    'A&E',
    'GP',
    'adrenaline',
    'zebra crossing',
    'pelican crossing',
  ],
  AU: [
    ...SPELLING_US,
    'caregiver',
    'mom',
    'moms',
    'mommy',
    'sidewalk',
    'curb',
    'crosswalk',
    'zip code',
    'postal code',
    'candy',
    'ER',
    'epinephrine',
    'zebra crossing',
    'pelican crossing',
  ],
};

/** Emergency numbers that are wrong for a country (section 1: US and CA teach 911 only). */
export const FOREIGN_EMERGENCY_NUMBERS: Record<QuizCountry, string[]> = {
  UK: ['911', '000'],
  US: ['999', '000', '112'],
  CA: ['999', '000', '112'],
  AU: ['999', '911'],
};

/** Acronyms and safety-code names that may be written in capitals. */
export const ALLOWED_CAPITALS = new Set([
  'PANTS',
  'SMART',
  'UV',
  'UVA',
  'SPF',
  'GP',
  'NHS',
  'A&E',
  'ER',
  'TV',
  'OK',
  'CPR',
  'ZIP',
  'CEOP',
  'TTY',
  'SMS',
  'PIN',
  'UK',
  'US',
  'CONNECT',
  'ID',
  'DNA',
  'AI',
]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const compiledPhrases = new Map<string, RegExp>();

/** Whole-phrase patterns are compiled once: the validator runs them on every question. */
function phrasePattern(phrase: string, flags = 'iu'): RegExp {
  const key = `${flags}:${phrase}`;
  let pattern = compiledPhrases.get(key);
  if (!pattern) {
    const body = escapeRegExp(phrase).replace(/'/g, "['’]");
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, flags);
    compiledPhrases.set(key, pattern);
  }
  return pattern;
}

const compiledLists = new Map<readonly string[], { pattern: RegExp; byLower: Map<string, string> }>();

/** One alternation per word list, compiled once: a question is scanned once per list, not once per word. */
function findAll(text: string, list: readonly string[], caseSensitive = false): string[] {
  if (list.length === 0) return [];
  let compiled = compiledLists.get(list);
  if (!compiled) {
    const body = [...list]
      .sort((a, b) => b.length - a.length)
      .map((phrase) => escapeRegExp(phrase).replace(/'/g, "['’]"))
      .join('|');
    compiled = {
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, caseSensitive ? 'gu' : 'giu'),
      byLower: new Map(list.map((phrase) => [phrase.toLowerCase().replace(/’/g, "'"), phrase])),
    };
    compiledLists.set(list, compiled);
  }
  const found = new Set<string>();
  for (const match of text.matchAll(compiled.pattern)) {
    found.add(compiled.byLower.get(match[0].toLowerCase().replace(/’/g, "'")) ?? match[0]);
  }
  return [...found];
}

export function containsPhrase(text: string, phrase: string, caseSensitive = false): boolean {
  return phrasePattern(phrase, caseSensitive ? 'u' : 'iu').test(text);
}

const KILL_ALLOWED = new RegExp(KILL_ALLOWED_PHRASES.map(escapeRegExp).join('|'), 'giu');
const SUICIDE_ALLOWED = new RegExp(SUICIDE_ALLOWED_PHRASES.map(escapeRegExp).join('|'), 'giu');

/** Every machine-list word or brand the text uses that its bracket forbids. */
export function forbiddenWords(text: string, bracket: AgeBracket): string[] {
  const found = new Set<string>([
    // "kill" is checked with its allowed phrases taken out; every other word on the whole text.
    ...findAll(text.replace(KILL_ALLOWED, ' '), ALWAYS_REJECT),
    ...findAll(text, REJECT_BY_BRACKET[bracket]),
    ...findAll(text, BRANDS_ANY_CASE),
    ...findAll(text, BRANDS_CASE_SENSITIVE, true),
  ]);
  if (bracket === '13-16' && containsPhrase(text.replace(SUICIDE_ALLOWED, ' '), 'suicide')) {
    found.add('suicide');
  }
  return [...found];
}

export function neverCorrectPhrases(answer: string): string[] {
  return findAll(answer, NEVER_CORRECT);
}

/** Short capitalised entries (ER, GP, A&E) only count in capitals: "er" is a word too. */
const FOREIGN_LISTS = Object.fromEntries(
  Object.entries(FOREIGN_WORDS).map(([country, list]) => {
    const isAbbreviation = (word: string) => word === word.toUpperCase() && word.length <= 3;
    return [country, { anyCase: list.filter((word) => !isAbbreviation(word)), exact: list.filter(isAbbreviation) }];
  }),
) as Record<QuizCountry, { anyCase: string[]; exact: string[] }>;

export function foreignWords(text: string, country: QuizCountry): string[] {
  const lists = FOREIGN_LISTS[country];
  return [...findAll(text, lists.anyCase), ...findAll(text, lists.exact, true)];
}

const compiledNumbers = new Map<string, RegExp>();

function digitPattern(number: string, spaced: boolean): RegExp {
  const body = spaced ? number.split('').join(' ') : number;
  let pattern = compiledNumbers.get(body);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\d,.\\-])${body}(?![\\d,.\\-]?\\d)`);
    compiledNumbers.set(body, pattern);
  }
  return pattern;
}

export function foreignEmergencyNumbers(text: string, country: QuizCountry): string[] {
  return FOREIGN_EMERGENCY_NUMBERS[country].filter(
    (number) => digitPattern(number, false).test(text) || digitPattern(number, true).test(text),
  );
}

/** In 4-6 emergency numbers are written with spaces so each digit is read aloud. */
export function unspacedEmergencyNumbers(text: string): string[] {
  return ['999', '911', '000', '112'].filter((number) => digitPattern(number, false).test(text));
}
