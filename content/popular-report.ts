import {
  AGE_BRACKETS,
  type AgeBracket,
  bracketForAge,
  MAX_LEARNER_AGE,
  minimumAgeFor,
  QUIZ_COUNTRIES,
} from '../contract/constants.ts';
import { englishFor } from '../engine/countries.ts';
import { validateQuestion } from '../engine/validate-question.ts';
import type { BankProblem } from './bank-report.ts';
import { guesserShortfalls } from './option-fairness.ts';
import { POPULAR_ITEMS_PER_AGE, type PopularBankFile } from './schema.ts';

export interface PopularReport {
  problems: BankProblem[];
  /** age → usable items (checked for every country they claim). */
  perAge: Record<number, number>;
  shortfalls: string[];
  /** Guessers that beat chance by more than the bound in an age band. */
  guessers: string[];
}

/** The bank's items for each age band they reach: an item for ages 6–8 counts in 4–6 and in 7–9. */
export function itemsByBracket<T extends { ages: readonly [number, number] }>(
  items: readonly T[],
): Partial<Record<AgeBracket, T[]>> {
  const byBracket: Partial<Record<AgeBracket, T[]>> = {};
  for (const bracket of AGE_BRACKETS) {
    const [from, to] = bracket.split('-').map(Number) as [number, number];
    const reaching = items.filter((item) => item.ages[0] <= to && item.ages[1] >= from);
    if (reaching.length > 0) byBracket[bracket] = reaching;
  }
  return byBracket;
}

export function reportOnPopularBank(bank: PopularBankFile): PopularReport {
  const problems: BankProblem[] = [];
  const seenIds = new Set<string>();
  const seenQuestions = new Map<string, string>();
  const perAge: Record<number, number> = {};
  for (const item of bank.items) {
    const reasons: string[] = [];
    if (seenIds.has(item.id)) reasons.push('duplicate id');
    seenIds.add(item.id);
    const [from, to] = item.ages;
    if (from > to) reasons.push('ages run backwards');
    if (from < minimumAgeFor(bank.topic)) reasons.push(`the topic is offered only from ${minimumAgeFor(bank.topic)}`);
    const key = item.question
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, '')
      .trim();
    const earlier = seenQuestions.get(key);
    if (earlier) reasons.push(`same question as ${earlier}`);
    seenQuestions.set(key, item.id);
    // Each item must read right for the youngest and the oldest age it claims.
    for (const age of new Set([from, to])) {
      for (const country of new Set((item.countries ?? QUIZ_COUNTRIES).map(englishFor))) {
        const result = validateQuestion(item, { bracket: bracketForAge(age), country, isSafetySkills: false });
        if (!result.ok) reasons.push(...result.reasons.map((reason) => `age ${age}: ${reason}`));
      }
    }
    if (reasons.length > 0) {
      problems.push({ id: item.id, reasons: [...new Set(reasons)] });
      continue;
    }
    for (let age = from; age <= to; age += 1) perAge[age] = (perAge[age] ?? 0) + 1;
  }
  const shortfalls: string[] = [];
  for (let age = minimumAgeFor(bank.topic); age <= MAX_LEARNER_AGE; age += 1) {
    if ((perAge[age] ?? 0) < POPULAR_ITEMS_PER_AGE)
      shortfalls.push(`age ${age}: ${perAge[age] ?? 0} of ${POPULAR_ITEMS_PER_AGE}`);
  }
  const guessers = Object.entries(itemsByBracket(bank.items)).flatMap(([bracket, items]) =>
    guesserShortfalls(`${bank.topic} ${bracket}`, items),
  );
  return { problems, perAge, shortfalls, guessers };
}
