import type { AgeBracket } from '../contract/constants.ts';
import { COUNTRY_RULES, foreignTo, type ItemCountry, rulesFor } from './countries.ts';

/** The curriculum's machine lists (words never allowed, answers never correct); whole words, case-insensitive unless noted. */
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

/** Words a younger bracket is not ready for; each bracket keeps the older brackets' list and adds to it. */
const REJECTED_UNDER_13 = ['nude', 'nudes', 'naked', 'sexual', 'sextortion', 'suicide'];
const REJECTED_UNDER_10 = [
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
  ...REJECTED_UNDER_13,
];

export const REJECT_BY_BRACKET: Record<AgeBracket, string[]> = {
  '4-6': ['bully', 'bullying', 'burn', 'burned', 'fat', 'stranger', ...REJECTED_UNDER_10],
  '7-9': REJECTED_UNDER_10,
  '10-12': REJECTED_UNDER_13,
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
  'EU',
  'ANAR',
  'SAMU',
  'ISPCC',
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

/**
 * The 13–16 topics that need their own words (vaping, alcohol and drugs, spiking, exploitation,
 * knife crime, radicalisation, fakes, gambling, harmful content): only their items may use them.
 */
export const TEEN_TOPIC_OBJECTIVES: ReadonlySet<string> = new Set([
  'HC-D-10',
  'ES-D-11',
  'ES-D-12',
  'ES-D-13',
  'OS-D-12',
  'OS-D-13',
  'OS-D-14',
  'OS-D-15',
]);
const TEEN_TOPIC_WORDS: ReadonlySet<string> = new Set([
  'vape',
  'vaping',
  'alcohol',
  'drink',
  'drugs',
  'drunk',
  'spiking',
  'knife',
  'knives',
  'weapon',
  'gambling',
]);

/** Every machine-list word or brand the text uses that its bracket forbids (OBJECTIVE: the item's, if any). */
export function forbiddenWords(text: string, bracket: AgeBracket, objective?: string): string[] {
  const teenTopic = bracket === '13-16' && objective !== undefined && TEEN_TOPIC_OBJECTIVES.has(objective);
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
  return [...found].filter((word) => !(teenTopic && TEEN_TOPIC_WORDS.has(word.toLowerCase())));
}

export function neverCorrectPhrases(answer: string): string[] {
  return findAll(answer, NEVER_CORRECT);
}

/** Short capitalised entries (ER, GP, A&E, NHS) only count in capitals: "er" is a word too. */
function splitByCase(list: readonly string[]) {
  const isAbbreviation = (word: string) => word === word.toUpperCase() && word.replace(/[^A-Z]/g, '').length <= 5;
  return { anyCase: list.filter((word) => !isAbbreviation(word)), exact: list.filter(isAbbreviation) };
}

const splitLists = new Map<readonly string[], { anyCase: string[]; exact: string[] }>();

function findAnyOf(text: string, list: readonly string[]): string[] {
  let split = splitLists.get(list);
  if (!split) {
    split = splitByCase(list);
    splitLists.set(list, split);
  }
  return [...findAll(text, split.anyCase), ...findAll(text, split.exact, true)];
}

const compiledNumbers = new Map<string, RegExp>();

/**
 * A phone number however it is written: "999", "9 9 9", "1-800-222-1222", "1800 55 1800". It must
 * stand alone, so 000 is not found inside 1800 022 222 or 10,000.
 */
function numberPattern(number: string): RegExp {
  let pattern = compiledNumbers.get(number);
  if (!pattern) {
    const body = number.replace(/\D/g, '').split('').join('[\\s-]?');
    pattern = new RegExp(`(?<![\\d,.][\\s-]?)${body}(?![\\s-]?\\d|[,.]\\d)`);
    compiledNumbers.set(number, pattern);
  }
  return pattern;
}

export function containsNumber(text: string, number: string): boolean {
  return numberPattern(number).test(text);
}

const compiledShortNumbers = new Map<string, RegExp>();

/**
 * Whether TEXT teaches NUMBER as a phone number. France's 15, 17 and 18 are also ages, minutes and
 * sun-cream factors, so a number under three digits counts only straight after a word for calling it.
 */
export function teachesNumber(text: string, number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length >= 3) return containsNumber(text, number);
  let pattern = compiledShortNumbers.get(digits);
  if (!pattern) {
    pattern = new RegExp(
      `\\b(?:call|calls|calling|called|dial|dials|dialling|dialled|ring|rings|ringing|phone|phones)\\s+(?:the\\s+)?${digits}(?!\\d)`,
      'i',
    );
    compiledShortNumbers.set(digits, pattern);
  }
  return pattern.test(text);
}

export interface CountryMismatches {
  numbers: string[];
  services: string[];
  words: string[];
}

/** Every number, service and word in TEXT that belongs to another country than COUNTRY. */
export function otherCountryContent(text: string, country: ItemCountry, emergencyNumber?: string): CountryMismatches {
  const foreign = foreignTo(country, emergencyNumber);
  // A service's own name may hold another's ("National Poisons Information Centre"): read it out first.
  const ownServices = rulesFor(country, emergencyNumber).services;
  const withoutOwn = [...ownServices]
    .sort((a, b) => b.length - a.length)
    .reduce((rest, service) => rest.split(service).join(' '), text);
  return {
    numbers: foreign.numbers.filter((number) => teachesNumber(text, number)),
    // Service names are proper nouns: "a poison help line" is a plain description, "Poison Help" the service.
    services: findAll(withoutOwn, foreign.services, true),
    words: findAnyOf(text, foreign.words),
  };
}

/** Every emergency number of three or more digits, in any country (Germany's 110 among them). */
const EMERGENCY_NUMBERS = [
  ...new Set(Object.values(COUNTRY_RULES).flatMap((rules) => rules.emergency.filter((number) => number.length >= 3))),
];

/** In 4-6 emergency numbers are written with spaces so each digit is read aloud. */
export function unspacedEmergencyNumbers(text: string, extra: readonly string[] = []): string[] {
  return [...new Set([...EMERGENCY_NUMBERS, ...extra])].filter((number) =>
    new RegExp(`(?<![\\d,.\\-])${number}(?![\\d,.\\-]?\\d)`).test(text),
  );
}
