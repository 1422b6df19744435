import { bracketForAge, MAX_LEARNER_AGE, MIN_LEARNER_AGE, QUIZ_COUNTRIES } from '../contract/constants.ts';
import { validateQuestion } from '../engine/validate-question.ts';
import type { BankProblem } from './bank-report.ts';
import { POPULAR_ITEMS_PER_AGE, type PopularBankFile } from './schema.ts';

export interface PopularReport {
  problems: BankProblem[];
  /** age → usable items (checked for every country they claim). */
  perAge: Record<number, number>;
  shortfalls: string[];
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
    const key = item.question
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, '')
      .trim();
    const earlier = seenQuestions.get(key);
    if (earlier) reasons.push(`same question as ${earlier}`);
    seenQuestions.set(key, item.id);
    // Each item must read right for the youngest and the oldest age it claims.
    for (const age of new Set([from, to])) {
      for (const country of item.countries ?? QUIZ_COUNTRIES) {
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
  for (let age = MIN_LEARNER_AGE; age <= MAX_LEARNER_AGE; age += 1) {
    if ((perAge[age] ?? 0) < POPULAR_ITEMS_PER_AGE)
      shortfalls.push(`age ${age}: ${perAge[age] ?? 0} of ${POPULAR_ITEMS_PER_AGE}`);
  }
  return { problems, perAge, shortfalls };
}
