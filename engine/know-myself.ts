import {
  AGE_BRACKETS,
  type AgeBracket,
  bracketForAge,
  type LearnerCountry,
  type QuizCountry,
} from '../contract/constants.ts';
import type { KnowMyselfProgressResponse, KnowMyselfStatus } from '../contract/quiz.ts';
import type { BuildContext, Detail } from './know-myself/detail.ts';
import { homeDetails } from './know-myself/home.ts';
import { type DetailProgress, type KnowMyselfPlan, nextDueDay, REVIEW_SIZE } from './know-myself/mastery.ts';
import { householdNames, peopleDetails } from './know-myself/people.ts';
import type { GeneratedQuestion, KnowMyselfChild } from './quiz.ts';
import type { Random } from './random.ts';
import { selectItems } from './select.ts';
import { BRACKET_BOUNDS } from './validate-question.ts';

/**
 * Know Myself questions built from what the parent entered. Each asks one detail, with wrong
 * options of exactly its form, so only a child who knows the detail can pick it; nothing comes
 * from another family or from a model. The details a child most needs (address, a grown-up's
 * number, health needs) are in every quiz until known; the rest rotate; known ones come back
 * when due (see ./know-myself/mastery.ts).
 *
 * How a server uses it, all pure:
 * 1. `details = knowMyselfDetails(child, quizCountry, learnerCountry)` and
 *    `plan = planKnowMyself(details, progress, today)`, with the learner's stored progress and
 *    today's date ("2026-11-25") in the server's time zone.
 * 2. `generateQuiz({ kind: 'know-myself', child, country, formats: learnerCountry, count, plan, … })`;
 *    when `plan.allKnown`, tell the child they know their details and this is a short review.
 * 3. For each answered question with a `detail`, `progress = updateProgress(progress,
 *    [{ detail, correct }], today)`, then store it (sealed, deleted with the learner).
 * 4. The parent's view: `knowMyselfProgressView(details, progress)`.
 */

export {
  addDays,
  type DetailAnswer,
  type DetailProgress,
  type KnowMyselfPlan,
  planKnowMyself,
  REVIEW_SIZE,
  updateProgress,
} from './know-myself/mastery.ts';
export { familyWord } from './know-myself/people.ts';

/** The id prefix of a Know Myself template question; the rest of the id is its detail key. */
export const KNOW_MYSELF_ID_PREFIX = 'know-myself:';

/** Ages that type a postcode or a number from memory instead of choosing it. */
const TYPING_BRACKETS: readonly AgeBracket[] = ['10-12', '13-16'];

/** Of the quiz, at least this share comes from the child's own details; the bank's "who is it safe to tell?" fills the rest. */
const DETAIL_SHARE = 0.6;

export interface DetailSummary {
  detail: string;
  label: string;
  mustAsk: boolean;
  reviewOften: boolean;
}

/** The learner's own country when its forms are known; a quiz country otherwise stands in. */
function formatsOf(country: QuizCountry, formats: LearnerCountry | undefined): LearnerCountry {
  return formats ?? country;
}

function askedAtAge(detail: Detail, age: number): boolean {
  const level = AGE_BRACKETS.indexOf(bracketForAge(age));
  return AGE_BRACKETS.indexOf(detail.from) <= level && level <= AGE_BRACKETS.indexOf(detail.until ?? '13-16');
}

/**
 * When a short quiz cannot hold every must-ask detail, the ones that keep a child safe first:
 * health needs, then a grown-up's number, then the address from street to postcode.
 */
const MUST_ASK_ORDER = ['health:', 'parent', 'street', 'flat', 'town', 'postcode'];

function mustAskRank(detail: Detail): number {
  if (!detail.mustAsk) return MUST_ASK_ORDER.length;
  return MUST_ASK_ORDER.findIndex((prefix) => detail.key.startsWith(prefix));
}

function detailsFor(child: KnowMyselfChild, country: QuizCountry, formats: LearnerCountry): Detail[] {
  const context = { child, country, formats };
  return [...peopleDetails(context), ...homeDetails(context)]
    .filter((detail) => askedAtAge(detail, child.age))
    .sort((a, b) => mustAskRank(a) - mustAskRank(b));
}

/**
 * Every detail this child's entries give at their age, each with the key its progress is kept
 * under and a label for the parent: what `planKnowMyself` takes and the progress view shows.
 */
export function knowMyselfDetails(
  child: KnowMyselfChild,
  country: QuizCountry,
  formats?: LearnerCountry,
): DetailSummary[] {
  return detailsFor(child, country, formatsOf(country, formats)).map(({ key, label, mustAsk, reviewOften }) => ({
    detail: key,
    label,
    mustAsk,
    reviewOften: reviewOften ?? false,
  }));
}

function toQuestion(detail: Detail, context: BuildContext): GeneratedQuestion | undefined {
  const built = detail.build(context);
  if (!built || built.wrong.length < context.wrongCount) return undefined;
  const wrong = built.wrong.slice(0, context.wrongCount);
  const options = [built.correctAnswer, ...wrong];
  if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) return undefined;
  return {
    id: `${KNOW_MYSELF_ID_PREFIX}${detail.key}`,
    detail: detail.key,
    skill: detail.skill,
    question: built.question,
    correctAnswer: built.correctAnswer,
    explanation: built.explanation,
    options: context.random.shuffle(options),
    ownDetails: [...options, ...(built.shown ?? [])],
    ...(built.typeable && TYPING_BRACKETS.includes(context.bracket) ? { answerMode: 'type' as const } : {}),
  };
}

export interface KnowMyselfInput {
  child: KnowMyselfChild;
  country: QuizCountry;
  formats?: LearnerCountry;
  isHard: boolean;
  plan?: KnowMyselfPlan;
}

/** One question per detail, for every detail the child's entries allow at their age (no plan applied). */
export function buildKnowMyselfQuestions(input: KnowMyselfInput, random: Random): GeneratedQuestion[] {
  return planned(input, random, detailsFor(input.child, input.country, formatsOf(input.country, input.formats)));
}

function planned(input: KnowMyselfInput, random: Random, details: Detail[]): GeneratedQuestion[] {
  const bracket = bracketForAge(input.child.age);
  const bounds = BRACKET_BOUNDS[bracket];
  const context: BuildContext = {
    child: input.child,
    country: input.country,
    formats: formatsOf(input.country, input.formats),
    bracket,
    isHard: input.isHard,
    random,
    wrongCount: (input.isHard ? bounds.maxOptions : bounds.minOptions) - 1,
    household: householdNames(input),
  };
  const chosen: GeneratedQuestion[] = [];
  for (const detail of details) {
    const question = toQuestion(detail, context);
    // Two questions in one quiz never share their wording (two brothers: one "which is your brother?"),
    // and none shows another's answer ("Your mum Priya's number…" beside "What is your mum's name?"):
    // the one asked first, the more needed, stays.
    const clashes = (other: GeneratedQuestion) =>
      other.question === question?.question || givesAway(other, question) || givesAway(question, other);
    if (question && !chosen.some(clashes)) chosen.push(question);
  }
  return chosen;
}

/**
 * The words of an answer a stem could show: a number's chunk ("345") whole, else its names and
 * places (capitalised words). A house number that happens to match a phone chunk gives nothing away.
 */
function telltaleWords(answer: string): string[] {
  if (/^[\d\s]+$/.test(answer)) return answer.split(/\s+/).filter(Boolean);
  return answer.split(/\s+/).filter((word) => /^\p{Lu}\p{L}{2,}/u.test(word));
}

/** Whether ASKER's stem names any telltale word of ANSWERED's answer. */
function givesAway(asker: GeneratedQuestion | undefined, answered: GeneratedQuestion | undefined): boolean {
  if (!asker || !answered) return false;
  const stemWords = new Set(asker.question.split(/[^\p{L}\p{N}]+/u));
  return telltaleWords(answered.correctAnswer).some((word) => stemWords.has(word.replace(/[^\p{L}\p{N}]+$/u, '')));
}

/** The details to ask, most needed first: missed last time, must-ask, then due, then fresh ones in turn. */
function orderedDetails(input: KnowMyselfInput, random: Random): { details: Detail[]; mustAsk: number } {
  const all = detailsFor(input.child, input.country, formatsOf(input.country, input.formats));
  const byKey = new Map(all.map((detail) => [detail.key, detail]));
  const plan = input.plan ?? {
    missed: [],
    mustAsk: all.filter((detail) => detail.mustAsk).map((detail) => detail.key),
    review: [],
    due: [],
    fresh: all.filter((detail) => !detail.mustAsk).map((detail) => detail.key),
    allKnown: false,
  };
  // One detail of the rotation goes ahead of the known ones under review, so a short quiz full of
  // reviews still teaches something new (a grown-up's name) now and then.
  const rotation = [...plan.due, ...random.shuffle(plan.fresh)];
  const turn = plan.review.length > 0 ? rotation.slice(0, 1) : [];
  const keys = [...plan.missed, ...plan.mustAsk, ...turn, ...plan.review, ...rotation.slice(turn.length)];
  const details = keys.flatMap((key) => byKey.get(key) ?? []);
  return { details, mustAsk: plan.missed.length + plan.mustAsk.length + turn.length + plan.review.length };
}

/**
 * A Know Myself quiz's candidates in order: the planned detail questions (every must-ask one,
 * even when they fill the quiz), then bank items, with WANTED in all so the validator has spares.
 */
export function chooseKnowMyselfQuestions(
  input: KnowMyselfInput & { count: number; wanted: number; recentIds?: readonly string[] },
  bank: readonly GeneratedQuestion[],
  random: Random,
): GeneratedQuestion[] {
  const { details, mustAsk } = orderedDetails(input, random);
  const slots = input.plan?.allKnown
    ? Math.min(REVIEW_SIZE, input.count)
    : Math.min(input.count, Math.max(mustAsk, Math.ceil(input.count * DETAIL_SHARE)));
  const fromDetails = planned(input, random, details).slice(0, slots);
  // A bank story whose character shares a name with someone at home ("Priya's school trip" for a
  // child whose mum is Priya) would name an answer of this quiz: another story is chosen.
  const household = new Set(householdNames(input).filter((name) => name.length > 2));
  const unrelated = bank.filter((question) =>
    question.question.split(/[^\p{L}]+/u).every((word) => !household.has(word)),
  );
  const fromBank = selectItems(unrelated, input.wanted - fromDetails.length, random, {
    recentIds: input.recentIds,
    tier: (question) => (question.id.includes(input.isHard ? '-H-' : '-N-') ? 0 : 1),
  });
  return [...fromDetails, ...fromBank];
}

function statusOf(entry: DetailProgress | undefined): KnowMyselfStatus {
  if (!entry || entry.timesAsked === 0) return 'not-asked';
  if (entry.mastered) return 'known';
  return entry.rightDays.length > 0 ? 'right-once' : 'learning';
}

/** The parent's view of what the child knows: every detail they have, asked or not yet. */
export function knowMyselfProgressView(
  details: readonly DetailSummary[],
  progress: readonly DetailProgress[],
): KnowMyselfProgressResponse {
  const byDetail = new Map(progress.map((entry) => [entry.detail, entry]));
  return {
    details: details.map(({ detail, label, reviewOften }) => {
      const entry = byDetail.get(detail);
      return {
        detail,
        label,
        timesAsked: entry?.timesAsked ?? 0,
        timesRight: entry?.timesRight ?? 0,
        mastered: entry?.mastered ?? false,
        status: statusOf(entry),
        lastAsked: entry?.lastAsked ?? null,
        nextDue: entry ? nextDueDay(entry, reviewOften) : null,
      };
    }),
  };
}
