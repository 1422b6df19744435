import {
  AGE_BRACKETS,
  type AgeBracket,
  bracketForAge,
  MAX_LEARNER_AGE,
  minimumAgeFor,
  QUIZ_COUNTRIES,
} from '../contract/constants.ts';
import { rootOf } from '../contract/words.ts';
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

/** Two items in different banks that ask a child the same thing. */
export interface RepeatedPair {
  first: string;
  second: string;
  why: string;
}

/**
 * Words that carry no subject: question words, little joining words, hedges ("often", "mostly")
 * and words that only name the kind of answer wanted ("colour", "country", "animal"). With the
 * same answer those would make "What colour is the Hulk?" and "What colour is a creeper?" look
 * alike, and the film, country and animal questions of different banks met that way.
 */
const NO_SUBJECT = new Set(
  (
    'a an the is are was were be been being do does did what which who whom whose where when why how ' +
    'in on of to for from by at as with and or not no this that these those it its his her their they them ' +
    'he she you your we our us i me my can could would should will called call name named known kind type ' +
    'thing one some many much most mostly often usually very has have had if than then there here into ' +
    'out up about all any each every other another also only just so such get use used let ' +
    'colour color country animal film movie number year word person people place'
  ).split(' '),
);
/** Spellings that name the same thing, brought to one word. */
const SAME_WORD: Record<string, string> = { biggest: 'largest', bigger: 'larger', magical: 'magic', carriage: 'coach' };

function normalised(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "kissed" as "kiss": asked the other way round, a fact's verb often changes tense. */
const pastTenseAsStem = (word: string) => (word.length > 4 && word.endsWith('ed') ? word.slice(0, -2) : word);

/**
 * The words of a question that say what it is about, roughly stemmed ("dragons" → "dragon",
 * "stories" → "story", "kissed" → "kiss").
 */
export function subjectWords(question: string): Set<string> {
  const words = new Set<string>();
  for (const word of normalised(question).split(' ')) {
    if (word === '' || NO_SUBJECT.has(word)) continue;
    const root = pastTenseAsStem(rootOf(SAME_WORD[word] ?? word));
    if (!NO_SUBJECT.has(root)) words.add(root);
  }
  return words;
}

function includesAll(words: Set<string>, part: Set<string>): boolean {
  return part.size > 0 && [...part].every((word) => words.has(word));
}

function answerKey(answer: string): string {
  return normalised(answer).replace(/^(a|an|the) /, '');
}

/**
 * Pairs the rule below flags that were read and found to ask about different things: the same
 * question shape with a different subject ("What do goalkeepers wear on their hands?" and "What
 * do boxers wear on their hands?"), or two facts about one person ("Marie Curie won two of which
 * famous prize?" and "Who was the first woman to win a Nobel Prize?"). Each is the two ids in
 * alphabetical order.
 */
const READ_AND_DIFFERENT = new Set([
  'football-rules-and-teams-013 olympic-games-and-sports-068',
  'famous-inventions-and-inventors-031 world-history-adventures-058',
]);

/**
 * Pairs of items in different banks that a child playing both topics would meet as the same
 * question. Two items are repeats when
 * - their questions are the same once case and punctuation are set aside; or
 * - they want the same answer (ignoring "a"/"the") and their questions share at least two subject
 *   words, making up at least half of the shorter question's subject words ("Which magic horse
 *   has one horn?" and "Which magical horse has one horn?"; but not "Who invented the telephone?"
 *   and "Who invented the light bulb?", nor "What colour is the Hulk?" and "What colour is a
 *   creeper?"); or
 * - their questions have the same subject words, at least two, whatever the answers say ("What
 *   does Cinderella's pumpkin turn into?": "A carriage" in one bank, "A coach" in another); or
 * - each answer's subject words all appear in the other question, and the questions share a
 *   subject word besides: the same fact asked the other way round ("In Sleeping Beauty, what
 *   pricks the princess?" and "Which princess pricks her finger on a spindle?"). Without the
 *   shared word, "What is the capital of Spain?" (Madrid) would match "Real Madrid are from
 *   which country?" (Spain).
 */
export function repeatsAcrossBanks(banks: readonly PopularBankFile[]): RepeatedPair[] {
  const entries = banks.flatMap((bank) =>
    bank.items.map((item) => ({
      topic: bank.topic,
      id: item.id,
      question: normalised(item.question),
      answer: answerKey(item.correctAnswer),
      words: subjectWords(item.question),
      answerWords: subjectWords(item.correctAnswer),
    })),
  );
  const pairs: RepeatedPair[] = [];
  for (const [index, first] of entries.entries()) {
    for (const second of entries.slice(index + 1)) {
      if (first.topic === second.topic || READ_AND_DIFFERENT.has([first.id, second.id].sort().join(' '))) continue;
      const shared = [...first.words].filter((word) => second.words.has(word));
      const shorter = Math.min(first.words.size, second.words.size);
      let why: string | undefined;
      if (first.question === second.question) why = 'the same question';
      else if (first.answer === second.answer && shared.length >= 2 && shared.length * 2 >= shorter)
        why = `the same answer, and both ask about ${shared.join(', ')}`;
      else if (shared.length >= 2 && shared.length === first.words.size && shared.length === second.words.size)
        why = `both ask about ${shared.join(', ')}`;
      else if (
        shared.length >= 1 &&
        includesAll(second.words, first.answerWords) &&
        includesAll(first.words, second.answerWords)
      )
        why = `each asks for what the other names, both about ${shared.join(', ')}`;
      if (why) pairs.push({ first: first.id, second: second.id, why });
    }
  }
  return pairs;
}
