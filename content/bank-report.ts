import { AGE_BRACKETS, LEARNER_COUNTRIES } from '../contract/constants.ts';
import {
  CONTENT_COUNTRIES,
  EMERGENCY_NUMBER_SLOT,
  type ItemCountry,
  itemTagsFor,
  rulesFor,
  spacedDigits,
} from '../engine/countries.ts';
import { containsNumber } from '../engine/safety-rules.ts';
import { validateQuestion } from '../engine/validate-question.ts';
import { guesserShortfalls, onlyTheAnswerIsUnhedged, optionsSellingRisk } from './option-fairness.ts';
import {
  FAIR_OPTIONS_CHECKED,
  MIN_ITEMS_PER_TOPIC,
  OBJECTIVE_PREFIX,
  REQUIRED_PER_COUNTRY,
  REQUIRED_TOPIC_OBJECTIVES,
  type SafetyBankFile,
} from './schema.ts';

export interface BankProblem {
  id: string;
  reasons: string[];
}

export interface BankReport {
  problems: BankProblem[];
  /** country → difficulty → usable items (items that pass every check). */
  counts: Record<string, Record<string, number>>;
  /** objective → item tag → usable items. */
  byObjective: Record<string, Record<string, number>>;
  shortfalls: string[];
  /** Guessers that beat chance by more than the bound, over the bank and over each difficulty. */
  guessers: string[];
}

type BankItem = SafetyBankFile['items'][number];
type BankSource = NonNullable<SafetyBankFile['sources']>[number];

const isNumberSource = (entry: BankSource) => 'number' in entry;
const REQUIRED_TOPICS: ReadonlySet<string> = new Set(REQUIRED_TOPIC_OBJECTIVES);

const BRACKET_LETTER = { '4-6': 'A', '7-9': 'B', '10-12': 'C', '13-16': 'D' } as const;

/**
 * The parent's number is checked at its longest (four digits): an item that reads well with it
 * reads well with any number a parent may enter.
 */
const SAMPLE_EMERGENCY_NUMBER = '1234';

/** A run of five or more digits, however spaced or hyphenated: a phone number, never a quantity. */
const PHONE_LIKE = /(?<![\d])\d(?:[\s-]?\d){4,}(?![\d])/g;

function normalisedQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const textsOf = (item: BankItem) => [item.question, ...item.options, item.explanation];

const namesParentsNumber = (item: BankItem) => textsOf(item).some((text) => text.includes(EMERGENCY_NUMBER_SLOT));

function withSampleNumber(item: BankItem, bracket: SafetyBankFile['bracket']): BankItem {
  const written = bracket === '4-6' ? spacedDigits(SAMPLE_EMERGENCY_NUMBER) : SAMPLE_EMERGENCY_NUMBER;
  const fill = (text: string) => text.replaceAll(EMERGENCY_NUMBER_SLOT, written);
  return {
    ...item,
    question: fill(item.question),
    options: item.options.map(fill),
    correctAnswer: fill(item.correctAnswer),
    explanation: fill(item.explanation),
  };
}

/**
 * The numbers of COUNTRY's table an item teaches must each have an official source in the bank
 * file, and a phone number that is in no table is never taught at all.
 */
function numberReasons(item: BankItem, country: ItemCountry, sources: SafetyBankFile['sources']): string[] {
  const text = textsOf(item).join(' \n ');
  const reasons: string[] = [];
  const known = rulesFor(country).numbers.map((number) => number.digits);
  for (const number of known) {
    if (!containsNumber(text, number)) continue;
    const cited = (sources ?? []).some(
      (entry) => isNumberSource(entry) && entry.country === country && entry.number === number,
    );
    if (!cited) reasons.push(`${country}: teaches ${number} without an official source in the bank file`);
  }
  for (const match of text.matchAll(PHONE_LIKE)) {
    if (!known.some((number) => containsNumber(match[0], number))) {
      reasons.push(`${country}: ${match[0]} is in no country's table of numbers`);
    }
  }
  return reasons;
}

/** Every source a bank cites names a number its country really has. */
function sourceProblems(bank: SafetyBankFile): BankProblem[] {
  return (bank.sources ?? []).flatMap((entry) =>
    !isNumberSource(entry) || rulesFor(entry.country).numbers.some((number) => number.digits === entry.number)
      ? []
      : [
          {
            id: `sources ${entry.country} ${entry.number}`,
            reasons: [`${entry.number} is not a number of ${entry.country}`],
          },
        ],
  );
}

/** What the guessers are measured over: the whole bank, then each of its difficulties. */
export function guesserScopes(bank: SafetyBankFile): string[] {
  const label = `${bank.category} ${bank.bracket}`;
  return [
    label,
    ...[...new Set(bank.items.map((item) => item.difficulty))].map((difficulty) => `${label} ${difficulty}`),
  ];
}

/** Every rule a bank file must meet: known objectives no higher than its bracket, the validator, no duplicates, the counts. */
export function reportOnBank(bank: SafetyBankFile, objectiveIds: ReadonlySet<string>): BankReport {
  const problems: BankProblem[] = sourceProblems(bank);
  const bracketIndex = AGE_BRACKETS.indexOf(bank.bracket);
  const prefix = OBJECTIVE_PREFIX[bank.category];
  const seenIds = new Set<string>();
  const seenQuestions = new Map<string, string>();
  const counts: BankReport['counts'] = Object.fromEntries(CONTENT_COUNTRIES.map((country) => [country, {}]));
  const byObjective: BankReport['byObjective'] = {};
  const sourcedObjectives = new Set(
    (bank.sources ?? []).flatMap((entry) => ('objective' in entry ? [entry.objective] : [])),
  );

  for (const item of bank.items) {
    const reasons: string[] = [];
    if (seenIds.has(item.id)) reasons.push('duplicate id');
    seenIds.add(item.id);
    if (!objectiveIds.has(item.objective)) reasons.push(`unknown objective ${item.objective}`);
    const [objectivePrefix, letter] = item.objective.split('-');
    if (objectivePrefix !== prefix) reasons.push(`objective ${item.objective} is not a ${prefix} objective`);
    const objectiveBracket = Object.values(BRACKET_LETTER).indexOf(letter as 'A');
    if (objectiveBracket > bracketIndex) reasons.push(`objective ${item.objective} is above ages ${bank.bracket}`);
    if (!item.id.startsWith(item.objective)) reasons.push('id must start with its objective');
    if (REQUIRED_TOPICS.has(item.objective) && !sourcedObjectives.has(item.objective)) {
      reasons.push(`the facts of ${item.objective} have no source in the bank file`);
    }
    if (new Set(item.countries).size !== item.countries.length) reasons.push('countries repeat');
    if (FAIR_OPTIONS_CHECKED[bank.category]) {
      for (const option of optionsSellingRisk(item)) reasons.push(`wrong option "${option}" makes the risk sound nice`);
      if (onlyTheAnswerIsUnhedged(item))
        reasons.push('every wrong option starts "Just" or "Only", so the answer stands out');
    }
    const usesSlot = namesParentsNumber(item);
    if (usesSlot && item.countries.some((country) => country !== 'other')) {
      reasons.push(`only items for "other" may name the parent's emergency number`);
    }
    const countriesByReason = new Map<string, string[]>();
    for (const country of item.countries) {
      const key = `${country}:${normalisedQuestion(item.question)}`;
      const earlier = seenQuestions.get(key);
      if (earlier) reasons.push(`same question as ${earlier} for ${country}`);
      seenQuestions.set(key, item.id);
      const checked = usesSlot ? withSampleNumber(item, bank.bracket) : item;
      const result = validateQuestion(checked, {
        bracket: bank.bracket,
        country,
        emergencyNumber: usesSlot ? SAMPLE_EMERGENCY_NUMBER : undefined,
        isSafetySkills: true,
      });
      if (!result.ok) {
        for (const reason of result.reasons)
          countriesByReason.set(reason, [...(countriesByReason.get(reason) ?? []), country]);
      }
      if (!usesSlot) reasons.push(...numberReasons(item, country, bank.sources));
    }
    for (const [reason, countries] of countriesByReason) reasons.push(`${countries.join('/')}: ${reason}`);
    if (reasons.length > 0) {
      problems.push({ id: item.id, reasons: [...new Set(reasons)] });
      continue;
    }
    // Counted as a child with no number entered would see it: items naming the number may be left out.
    for (const country of usesSlot ? [] : item.countries) {
      const byDifficulty = counts[country] ?? {};
      byDifficulty[item.difficulty] = (byDifficulty[item.difficulty] ?? 0) + 1;
      counts[country] = byDifficulty;
      const byCountry = byObjective[item.objective] ?? {};
      byCountry[country] = (byCountry[country] ?? 0) + 1;
      byObjective[item.objective] = byCountry;
    }
  }

  const shortfalls: string[] = [];
  for (const country of CONTENT_COUNTRIES) {
    for (const [difficulty, needed] of Object.entries(REQUIRED_PER_COUNTRY[bank.category])) {
      const have = counts[country]?.[difficulty] ?? 0;
      if (have < (needed ?? 0)) shortfalls.push(`${country} ${difficulty}: ${have} of ${needed}`);
    }
  }
  const guessers = FAIR_OPTIONS_CHECKED[bank.category]
    ? guesserScopes(bank).flatMap((scope, index) =>
        guesserShortfalls(
          scope,
          index === 0 ? bank.items : bank.items.filter((item) => scope.endsWith(` ${item.difficulty}`)),
        ),
      )
    : [];
  return { problems, counts, byObjective, shortfalls, guessers };
}

/**
 * The required topics some learner country cannot be taught: fewer than MIN_ITEMS_PER_TOPIC usable
 * items of the objective, across every bank, among the items that country's learners are given.
 */
export function missingTopics(reports: readonly BankReport[]): string[] {
  const missing: string[] = [];
  for (const objective of REQUIRED_TOPIC_OBJECTIVES) {
    for (const country of LEARNER_COUNTRIES) {
      const tags = itemTagsFor(country);
      const have = reports
        .flatMap((report) => Object.entries(report.byObjective[objective] ?? {}))
        .filter(([tag]) => (tags as string[]).includes(tag))
        .reduce((sum, [, count]) => sum + count, 0);
      if (have < MIN_ITEMS_PER_TOPIC) missing.push(`${objective} ${country}: ${have} of ${MIN_ITEMS_PER_TOPIC} items`);
    }
  }
  return missing;
}
