import type { QuizCountry } from '../../contract/constants.ts';
import type { EngineContent } from '../content.ts';
import { givesAwayEither } from '../give-away.ts';
import type { GeneratedQuestion } from '../quiz.ts';
import type { Random } from '../random.ts';

export type Level = 'Easy' | 'Medium' | 'Advanced';

export interface TopicRequest {
  age: number;
  difficulty: Level;
  country: QuizCountry;
}

/**
 * Makes one question; called until enough distinct ones exist, with the questions chosen so far
 * (so that a kind of question can be kept to a share of the quiz). Returns undefined when it has
 * no more to give.
 */
export type TopicGenerator = (
  request: TopicRequest,
  random: Random,
  content: EngineContent,
  chosen: readonly GeneratedQuestion[],
) => GeneratedQuestion | undefined;

/** A range written per age band: the first band whose `upToAge` covers the age applies. */
export type ByAge<T> = readonly { upToAge: number; levels: Record<Level, T> }[];

export function rangeFor<T>(ranges: ByAge<T>, { age, difficulty }: TopicRequest): T {
  const band = ranges.find((candidate) => age <= candidate.upToAge) ?? ranges[ranges.length - 1];
  if (!band) throw new Error('a range table needs at least one band');
  return band.levels[difficulty];
}

/** 3 options for younger children, 4 from age 10. */
export function optionCountFor(age: number): number {
  return age >= 10 ? 4 : 3;
}

/** Distinct wrong numbers close to the answer (never negative), mixed with it. */
export function numberOptions(answer: number, count: number, random: Random, spread = 3): string[] {
  const wrong = new Set<number>();
  let attempts = 0;
  while (wrong.size < count - 1 && attempts < 200) {
    attempts += 1;
    const delta = random.int(1, Math.max(2, spread)) * (random.next() < 0.5 ? -1 : 1);
    const candidate = answer + delta;
    if (candidate >= 0 && candidate !== answer) wrong.add(candidate);
  }
  for (let extra = 1; wrong.size < count - 1; extra += 1) wrong.add(answer + spread + extra);
  return random.shuffle([answer, ...wrong].map(String));
}

const isSameFact = (first: GeneratedQuestion, second: GeneratedQuestion) =>
  first.fact !== undefined && first.fact === second.fact;

/**
 * Asks GENERATE for up to COUNT distinct questions, none naming another's answer or practising
 * another's fact while the generator has others to give. Distinct by id, which names the inputs: two flag questions share
 * their wording and differ only in the flag shown. Questions whose id is in RECENT_IDS (newest
 * first) are kept back and used only when the generator cannot give enough new ones, the one seen
 * longest ago first, so a retake stays fresh while the pool allows.
 */
export function distinctQuestions(
  count: number,
  generate: (chosen: readonly GeneratedQuestion[]) => GeneratedQuestion | undefined,
  recentIds: readonly string[] = [],
  maxAttempts = count * 40,
) {
  const recent = new Set(recentIds);
  const byId = new Map<string, GeneratedQuestion>();
  const leftOut = new Map<string, GeneratedQuestion>();
  const seen = new Map<string, GeneratedQuestion>();
  for (let attempt = 0; attempt < maxAttempts && byId.size < count; attempt += 1) {
    const chosen = [...byId.values()];
    const question = generate(chosen);
    if (!question || byId.has(question.id)) continue;
    if (recent.has(question.id)) seen.set(question.id, question);
    else if (chosen.some((earlier) => givesAwayEither(earlier, question) || isSameFact(earlier, question)))
      leftOut.set(question.id, question);
    else byId.set(question.id, question);
  }
  const seenLongestAgoFirst = [...seen.values()].sort((a, b) => recentIds.indexOf(b.id) - recentIds.indexOf(a.id));
  return [...byId.values(), ...leftOut.values(), ...seenLongestAgoFirst].slice(0, count);
}
