import { AGE_BRACKETS, QUIZ_COUNTRIES } from '../contract/constants.ts';
import { validateQuestion } from '../engine/validate-question.ts';
import { OBJECTIVE_PREFIX, REQUIRED_PER_COUNTRY, type SafetyBankFile } from './schema.ts';

export interface BankProblem {
  id: string;
  reasons: string[];
}

export interface BankReport {
  problems: BankProblem[];
  /** country → difficulty → usable items (items that pass every check). */
  counts: Record<string, Record<string, number>>;
  shortfalls: string[];
}

const BRACKET_LETTER = { '4-6': 'A', '7-9': 'B', '10-12': 'C', '13-16': 'D' } as const;

function normalisedQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every rule a bank file must meet: known objectives no higher than its bracket, the validator, no duplicates, the counts. */
export function reportOnBank(bank: SafetyBankFile, objectiveIds: ReadonlySet<string>): BankReport {
  const problems: BankProblem[] = [];
  const bracketIndex = AGE_BRACKETS.indexOf(bank.bracket);
  const prefix = OBJECTIVE_PREFIX[bank.category];
  const seenIds = new Set<string>();
  const seenQuestions = new Map<string, string>();
  const counts: BankReport['counts'] = Object.fromEntries(QUIZ_COUNTRIES.map((country) => [country, {}]));

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
    if (new Set(item.countries).size !== item.countries.length) reasons.push('countries repeat');
    const countriesByReason = new Map<string, string[]>();
    for (const country of item.countries) {
      const key = `${country}:${normalisedQuestion(item.question)}`;
      const earlier = seenQuestions.get(key);
      if (earlier) reasons.push(`same question as ${earlier} for ${country}`);
      seenQuestions.set(key, item.id);
      const result = validateQuestion(item, { bracket: bank.bracket, country, isSafetySkills: true });
      if (!result.ok) {
        for (const reason of result.reasons)
          countriesByReason.set(reason, [...(countriesByReason.get(reason) ?? []), country]);
      }
    }
    for (const [reason, countries] of countriesByReason) reasons.push(`${countries.join('/')}: ${reason}`);
    if (reasons.length > 0) {
      problems.push({ id: item.id, reasons: [...new Set(reasons)] });
      continue;
    }
    for (const country of item.countries) {
      const byDifficulty = counts[country] ?? {};
      byDifficulty[item.difficulty] = (byDifficulty[item.difficulty] ?? 0) + 1;
      counts[country] = byDifficulty;
    }
  }

  const shortfalls: string[] = [];
  for (const country of QUIZ_COUNTRIES) {
    for (const [difficulty, needed] of Object.entries(REQUIRED_PER_COUNTRY[bank.category])) {
      const have = counts[country]?.[difficulty] ?? 0;
      if (have < (needed ?? 0)) shortfalls.push(`${country} ${difficulty}: ${have} of ${needed}`);
    }
  }
  return { problems, counts, shortfalls };
}
