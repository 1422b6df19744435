import type { AgeBracket, LearnerCountry } from '../contract/constants.ts';
import { COUNTRY_RULES, type ItemCountry, rulesCountryFor } from './countries.ts';
import {
  ALLOWED_CAPITALS,
  containsNumber,
  forbiddenWords,
  neverCorrectPhrases,
  otherCountryContent,
  unspacedEmergencyNumbers,
} from './safety-rules.ts';
import { gradeWithKnownWords, longestSentenceWords, sentences, syllables, words } from './text-metrics.ts';

export interface QuestionToValidate {
  question: string;
  options: readonly string[];
  correctAnswer: string;
  explanation: string;
  /** Spans that are the child's own details and their look-alikes (Know Myself); see `measuredText`. */
  ownDetails?: readonly string[];
  /** The curriculum objective a bank item teaches (a generated question carries it as its skill). */
  objective?: string;
  skill?: string;
}

export interface ValidationContext {
  bracket: AgeBracket;
  /** The learner's country, or the version of the content a bank item is written for. */
  country: LearnerCountry | ItemCountry;
  /** For "other": the emergency number the parent entered, the only one such a child may be taught. */
  emergencyNumber?: string;
  /** Safety Skills content also answers to the curriculum's word lists, "never" rules and reading levels. */
  isSafetySkills: boolean;
  /** A model's output also answers to the curriculum's "never" rules, whatever its subject. */
  isAiMade?: boolean;
}

export type ValidationResult = { ok: true } | { ok: false; reasons: string[] };

interface BracketBounds {
  minOptions: number;
  maxOptions: number;
  questionWords: number;
  sentenceWords: number;
  optionWords: number;
  readingGrade: number;
}

/** How long and how hard a question may be at each age. */
export const BRACKET_BOUNDS: Record<AgeBracket, BracketBounds> = {
  '4-6': { minOptions: 2, maxOptions: 3, questionWords: 15, sentenceWords: 8, optionWords: 4, readingGrade: 3 },
  '7-9': { minOptions: 3, maxOptions: 3, questionWords: 25, sentenceWords: 12, optionWords: 6, readingGrade: 4 },
  '10-12': { minOptions: 3, maxOptions: 4, questionWords: 35, sentenceWords: 16, optionWords: 10, readingGrade: 6 },
  '13-16': { minOptions: 4, maxOptions: 4, questionWords: 45, sentenceWords: 22, optionWords: 14, readingGrade: 8 },
};

/** Longer words a 4–6-year-old hears every day; anything else of four or more syllables is too hard. */
const EVERYDAY_LONG_WORDS = new Set(['emergency', 'information', 'everybody', 'television']);

/**
 * The safety words a child is taught from 7 read as one syllable each for the reading level: they
 * are the words the child will hear from a call taker or a nurse. Service names count the same way.
 */
const TAUGHT_SAFETY_WORDS = [
  'emergency',
  'ambulance',
  'police',
  'officer',
  'hospital',
  'doctor',
  'medicine',
  'dentist',
  'allergic',
  'allergy',
  'allergies',
  'asthma',
  'inhaler',
  'epinephrine',
  'adrenaline',
  'auto',
  'injector',
  'address',
  'postcode',
  'telephone',
  'number',
  'teacher',
  'family',
  'families',
  'parent',
  'carer',
  'caregiver',
  'grown',
  'trusted',
  'private',
  'password',
  'internet',
  'online',
  'message',
  'website',
  'location',
  'uniform',
  'lifeguard',
  'seatbelt',
  'helmet',
  'pedestrian',
  'crossing',
  'poison',
  'sunscreen',
  'vegetables',
  'exercise',
  'feelings',
  'worried',
  'uncomfortable',
  'permission',
];

const KNOWN_FROM_SEVEN: ReadonlySet<string> = new Set(
  [
    ...TAUGHT_SAFETY_WORDS,
    ...Object.values(COUNTRY_RULES).flatMap((rules) => rules.services.flatMap((service) => service.split(/[\s-]+/))),
  ]
    .map((word) => word.toLowerCase().replace(/[^a-z&]/g, ''))
    .flatMap((word) => [word, `${word}s`, `${word}es`]),
);

const gradeCache = new Map<string, number>();

/** The reading grade; 4–6 keeps its everyday-words rule and gets no taught words. */
function readingGrade(text: string, bracket: AgeBracket): number {
  const key = `${bracket}:${text}`;
  let grade = gradeCache.get(key);
  if (grade === undefined) {
    if (gradeCache.size > 20_000) gradeCache.clear();
    grade = gradeWithKnownWords(text, bracket === '4-6' ? new Set() : KNOWN_FROM_SEVEN);
    gradeCache.set(key, grade);
  }
  return grade;
}

const SYMBOLS = /[@#$^*<>{}[\]|\\~`_=+]/u;
const EMOJI = /\p{Extended_Pictographic}/u;
const CATCH_ALL_OPTION = /\b(?:all|none) of the above\b/i;

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function capitalWords(text: string): string[] {
  return (text.match(/\b[A-Z][A-Z&]+\b/g) ?? []).filter((word) => !ALLOWED_CAPITALS.has(word));
}

/** The curriculum's machine lists: words never allowed, answers never correct, no other country's emergency number. */
function neverRuleReasons(
  joined: string,
  correctAnswer: string,
  context: ValidationContext,
  objective: string | undefined,
): string[] {
  const reasons: string[] = [];
  const forbidden = forbiddenWords(joined, context.bracket, objective);
  if (forbidden.length > 0) reasons.push(`forbidden words for ages ${context.bracket}: ${forbidden.join(', ')}`);
  const never = neverCorrectPhrases(correctAnswer);
  if (never.length > 0) reasons.push(`never the correct answer: ${never.join(', ')}`);
  reasons.push(...otherCountryReasons(joined, context));
  return reasons;
}

/** Any number, service or word of another country than the learner's. */
function otherCountryReasons(text: string, context: ValidationContext): string[] {
  const country = rulesCountryFor(context.country);
  const found = otherCountryContent(text, country, context.emergencyNumber);
  const reasons: string[] = [];
  if (found.numbers.length > 0) reasons.push(`numbers wrong for ${country}: ${found.numbers.join(', ')}`);
  if (found.services.length > 0)
    reasons.push(`services of another country for ${country}: ${found.services.join(', ')}`);
  if (found.words.length > 0) reasons.push(`words from another country for ${country}: ${found.words.join(', ')}`);
  if (country === 'other' && context.emergencyNumber && containsNumber(text, context.emergencyNumber)) {
    const services = [...new Set((text.match(SINGLE_SERVICE) ?? []).map((name) => name.toLowerCase()))];
    if (services.length > 0)
      reasons.push(`the parent's number may not reach every service: it cannot be taught for ${services.join(', ')}`);
  }
  return reasons;
}

/**
 * One service by name. In many countries police, fire and ambulance have separate numbers, so the
 * one number a parent enters is taught only as the number for fire, danger or someone badly hurt.
 */
const SINGLE_SERVICE =
  /\b(?:police|ambulance|paramedics?|fire (?:service|brigade|department|engine)s?|which service)\b/gi;

/**
 * The text the bounds and word lists judge. A child's own details (a name, a street, "I am
 * allergic to peanuts") are never measured: they are what the child must learn, whatever their
 * length or words, so they are cut out first; an option that is one of them is not measured at all.
 */
function measuredText(item: QuestionToValidate, options: readonly string[]) {
  const spans = [...(item.ownDetails ?? [])].filter(Boolean).sort((a, b) => b.length - a.length);
  const cut = (text: string) => spans.reduce((rest, span) => rest.split(span).join(''), text);
  const own = new Set(spans.map((span) => span.trim()));
  return {
    question: cut(item.question),
    explanation: cut(item.explanation),
    options: options.filter((option) => !own.has(option)),
  };
}

export function validateQuestion(item: QuestionToValidate, context: ValidationContext): ValidationResult {
  const reasons: string[] = [];
  const bounds = BRACKET_BOUNDS[context.bracket];
  const options = item.options.map((option) => option.trim());
  const allText = [item.question, ...options, item.explanation];
  const measured = measuredText(item, options);
  const measuredAll = [measured.question, ...measured.options, measured.explanation];

  if (item.question.trim() === '') reasons.push('question is empty');
  if (options.some((option) => option === '')) reasons.push('an option is empty');
  const minOptions = context.isSafetySkills ? bounds.minOptions : 2;
  const maxOptions = context.isSafetySkills ? bounds.maxOptions : 4;
  if (options.length < minOptions || options.length > maxOptions) {
    reasons.push(`needs ${minOptions}–${maxOptions} options for ages ${context.bracket}, has ${options.length}`);
  }
  if (new Set(options.map(normalise)).size !== options.length) reasons.push('options are not distinct');
  const correctMatches = options.filter((option) => option === item.correctAnswer.trim()).length;
  if (correctMatches !== 1) reasons.push('the correct answer must be exactly one of the options');
  if (options.some((option) => CATCH_ALL_OPTION.test(option))) {
    reasons.push('"all/none of the above" is not allowed');
  }

  const explanationSentences = sentences(item.explanation).length;
  if (explanationSentences < 1 || explanationSentences > 2) {
    reasons.push(`explanation must be one or two sentences, has ${explanationSentences}`);
  }

  const questionWords = words(measured.question).length;
  if (questionWords > bounds.questionWords) {
    reasons.push(`question has ${questionWords} words, at most ${bounds.questionWords} for ages ${context.bracket}`);
  }
  for (const [label, text] of [
    ['question', measured.question],
    ['explanation', measured.explanation],
  ] as const) {
    const longest = longestSentenceWords(text);
    if (longest > bounds.sentenceWords) {
      reasons.push(`${label} has a sentence of ${longest} words, at most ${bounds.sentenceWords}`);
    }
  }
  for (const option of measured.options) {
    const count = words(option).length;
    if (count > bounds.optionWords) {
      reasons.push(`option "${option}" has ${count} words, at most ${bounds.optionWords}`);
    }
  }

  for (const text of allText) {
    if (EMOJI.test(text)) reasons.push('emoji are not allowed');
    if (SYMBOLS.test(text)) reasons.push(`symbols are not allowed: "${text}"`);
    if (/<[a-z/!]|https?:|www\.|\]\(|!\[/i.test(text)) reasons.push('markup and links are not allowed');
  }

  const joined = measuredAll.join(' \n ');
  if (context.isSafetySkills || context.isAiMade)
    reasons.push(...neverRuleReasons(joined, item.correctAnswer, context, item.objective ?? item.skill));

  if (context.isSafetySkills) {
    const capitals = [...new Set(measuredAll.flatMap(capitalWords))];
    if (capitals.length > 0) reasons.push(`ALL CAPS words: ${capitals.join(', ')}`);
    const isYoungBracket = context.bracket === '4-6' || context.bracket === '7-9';
    if (isYoungBracket && /\b(?:which|what)\b[^?]*\b(?:is|are|would be)(?: not|n't)\b[^?]*\?/i.test(item.question)) {
      reasons.push('"NOT" questions are not allowed below ages 10-12');
    }
    if (context.bracket === '4-6') {
      const unspaced = unspacedEmergencyNumbers(joined, context.emergencyNumber ? [context.emergencyNumber] : []);
      if (unspaced.length > 0) reasons.push(`write emergency numbers with spaces for ages 4-6: ${unspaced.join(', ')}`);
      const hard = words(joined)
        .map((word) => word.toLowerCase().replace(/[^a-z-]/g, ''))
        .filter((word) => syllables(word) >= 4 && !EVERYDAY_LONG_WORDS.has(word));
      if (hard.length > 0) reasons.push(`words too long for ages 4-6: ${[...new Set(hard)].join(', ')}`);
    }
    const grade = readingGrade(`${measured.question} ${measured.explanation}`, context.bracket);
    if (grade > bounds.readingGrade) {
      reasons.push(`reading grade ${grade.toFixed(1)}, at most ${bounds.readingGrade} for ages ${context.bracket}`);
    }
  }

  return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
}
