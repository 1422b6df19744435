import { type AgeBracket, bracketForAge, type LearnerCountry } from '../contract/constants.ts';
import type { EngineContent, SafetyItem, TopicItem } from './content.ts';
import { EMERGENCY_NUMBER_SLOT, englishFor, itemTagsFor, spacedDigits } from './countries.ts';
import { firstWithoutGiveAways } from './give-away.ts';
import { chooseKnowMyselfQuestions } from './know-myself.ts';
import type { GeneratedQuestion, QuizRequest } from './quiz.ts';
import type { Random } from './random.ts';
import { selectItems, shuffleOptions } from './select.ts';
import { countriesAndFlags } from './topics/countries.ts';
import { mentalMaths } from './topics/maths/mental-maths.ts';
import { mathsMadeFun } from './topics/maths/stories.ts';
import { timesTables } from './topics/maths/times-tables.ts';
import { spaceAndPlanets } from './topics/planets.ts';
import { spelling } from './topics/spelling.ts';
import { distinctQuestions, type TopicGenerator } from './topics/topic-generator.ts';
import { validateQuestion } from './validate-question.ts';
import { itemInCountryWording } from './wording.ts';

/** Topics whose questions are computed, so the answers are always right and never run out. */
export const TOPIC_GENERATORS: Record<string, TopicGenerator> = {
  'Times Tables Training': timesTables,
  'Mental Maths Challenge': mentalMaths,
  'Maths Made Fun': mathsMadeFun,
  'Spelling Bee Practice': spelling,
  'Countries and Flags': countriesAndFlags,
  'Space and Planets Quiz': spaceAndPlanets,
};

export class NotEnoughQuestionsError extends Error {
  constructor(
    readonly available: number,
    readonly requested: number,
  ) {
    super(`only ${available} of ${requested} questions could be made`);
    this.name = 'NotEnoughQuestionsError';
  }
}

export class UnknownTopicError extends Error {
  constructor(readonly topic: string) {
    super(`no offline questions for the topic "${topic}"`);
    this.name = 'UnknownTopicError';
  }
}

const SAFETY_DIFFICULTY_ORDER = { Easy: 0, Medium: 1, Hard: 2, Normal: 1 } as const;
const TOPIC_DIFFICULTY_ORDER = { Easy: 0, Medium: 1, Advanced: 2 } as const;

function fromSafetyItem(item: SafetyItem): GeneratedQuestion {
  return {
    id: item.id,
    question: item.question,
    options: [...item.options],
    correctAnswer: item.correctAnswer,
    explanation: item.explanation,
    skill: item.objective,
  };
}

function fromTopicItem(item: TopicItem, topic: string): GeneratedQuestion {
  return {
    id: item.id,
    question: item.question,
    options: [...item.options],
    correctAnswer: item.correctAnswer,
    explanation: item.explanation,
    skill: topic,
  };
}

/**
 * The items of a bank a learner in COUNTRY may be taught, in the words of the learner's English
 * ("mom", "neighbor" in the US). An item naming the parent's emergency number is kept only when
 * there is one, and then carries it (digit by digit for the youngest).
 */
function itemsFor(
  items: readonly SafetyItem[],
  country: LearnerCountry,
  bracket: AgeBracket,
  emergencyNumber: string | undefined,
): SafetyItem[] {
  const tags = itemTagsFor(country);
  const written = bracket === '4-6' && emergencyNumber ? spacedDigits(emergencyNumber) : emergencyNumber;
  const english = englishFor(country);
  const inLearnersWords = (item: SafetyItem) => itemInCountryWording(item, english) ?? item;
  return items.flatMap((item) => {
    if (!item.countries.some((tag) => tags.includes(tag))) return [];
    const texts = [item.question, item.explanation, item.correctAnswer, ...item.options];
    if (!texts.some((text) => text.includes(EMERGENCY_NUMBER_SLOT))) return [inLearnersWords(item)];
    if (!written) return [];
    const fill = (text: string) => text.replaceAll(EMERGENCY_NUMBER_SLOT, written);
    return [
      inLearnersWords({
        ...item,
        question: fill(item.question),
        options: item.options.map(fill),
        correctAnswer: fill(item.correctAnswer),
        explanation: fill(item.explanation),
      }),
    ];
  });
}

/**
 * Pure: the same request, content and seed always give the same quiz; every question passes the
 * validator, and none names another's answer. Candidates come best first, so of two that would
 * give each other away the lesser is left out; the chosen ones are then put in a random order.
 */
export function generateQuiz(request: QuizRequest, content: EngineContent, random: Random): GeneratedQuestion[] {
  const chosen = chooseQuestions(request, content, random);
  const bracket =
    request.kind === 'safety'
      ? request.bracket
      : bracketForAge(request.kind === 'popular' ? request.age : request.child.age);
  const isSafetySkills = request.kind !== 'popular';
  const emergencyNumber = request.kind === 'safety' ? request.emergencyNumber : undefined;
  const fits = (question: GeneratedQuestion) =>
    validateQuestion(question, { bracket, country: request.country, emergencyNumber, isSafetySkills }).ok;
  // A question the learner has not met recently teaches more than one that gives nothing away,
  // so every fresh candidate comes before any seen one. Know Myself asks a detail again on purpose.
  const recent = new Set(request.kind === 'know-myself' ? [] : request.recentIds);
  const fresh = firstWithoutGiveAways(
    chosen.filter((question) => !recent.has(question.id)),
    request.count,
    fits,
  );
  const seen = chosen.filter((question) => recent.has(question.id));
  const valid = [...fresh, ...firstWithoutGiveAways(seen, request.count - fresh.length, fits, fresh)];
  if (valid.length < request.count) throw new NotEnoughQuestionsError(valid.length, request.count);
  return random.shuffle(valid).map((question) => shuffleOptions(question, random));
}

function chooseQuestions(request: QuizRequest, content: EngineContent, random: Random): GeneratedQuestion[] {
  // A little headroom, so a question the validator or a give-away drops is replaced rather than
  // leaving a gap. Only a little: a fresh question at the asked difficulty matters more than
  // avoiding every give-away, so a small pool may keep one.
  const wanted = request.count + 5;
  if (request.kind === 'safety') {
    const items = itemsFor(
      content.safety[request.category][request.bracket] ?? [],
      request.country,
      request.bracket,
      request.emergencyNumber,
    );
    const target = SAFETY_DIFFICULTY_ORDER[request.difficulty];
    return selectItems(items.map(fromSafetyItem), wanted, random, {
      recentIds: request.recentIds,
      tier: (question) => {
        const item = items.find((candidate) => candidate.id === question.id);
        return item ? Math.abs(SAFETY_DIFFICULTY_ORDER[item.difficulty] - target) : 9;
      },
    });
  }
  if (request.kind === 'popular') {
    const generator = TOPIC_GENERATORS[request.topic];
    if (generator) {
      const { age, difficulty } = request;
      const country = englishFor(request.country);
      return distinctQuestions(
        wanted,
        (chosen) => generator({ age, difficulty, country }, random, content, chosen),
        request.recentIds,
      );
    }
    const items = content.topics[request.topic];
    if (!items) throw new UnknownTopicError(request.topic);
    const english = englishFor(request.country);
    // Written once in British English: a US or Canadian learner reads their own words.
    const suitable = items
      .filter(
        (item) =>
          item.ages[0] <= request.age &&
          request.age <= item.ages[1] &&
          (!item.countries || item.countries.includes(request.country)),
      )
      .flatMap((item) => itemInCountryWording(item, english) ?? []);
    const target = TOPIC_DIFFICULTY_ORDER[request.difficulty];
    return selectItems(
      suitable.map((item) => fromTopicItem(item, request.topic)),
      wanted,
      random,
      {
        recentIds: request.recentIds,
        tier: (question) => {
          const item = suitable.find((candidate) => candidate.id === question.id);
          return item ? Math.abs(TOPIC_DIFFICULTY_ORDER[item.difficulty] - target) : 9;
        },
      },
    );
  }
  // Know Myself: the child's own details, mixed with "who is it safe to tell?" from the bank.
  // The bank is the learner's own country's version (Ireland, the EU five and "other" included);
  // the built questions use the learner's English, with numbers and addresses in the real country's form.
  const bracket = bracketForAge(request.child.age);
  const bank = itemsFor(content.safety['personal-info'][bracket] ?? [], request.country, bracket, undefined).map(
    fromSafetyItem,
  );
  return chooseKnowMyselfQuestions(
    {
      ...request,
      country: englishFor(request.country),
      formats: request.country,
      isHard: request.difficulty === 'Hard',
      wanted,
    },
    bank,
    random,
  );
}
