/**
 * The quiz engine from the command line, for authors and reviewers:
 *   npm run -s quiz -- --kind safety --category general-safety --age-bracket 7-9 --difficulty Medium --country UK --count 25 --seed 1
 *   npm run -s quiz -- --kind safety --category general-safety --age-bracket 7-9 --country other --emergency-number 119
 *   npm run -s quiz -- --kind popular --topic "Times Tables Training" --age 8 --difficulty Medium --country UK --count 25
 *   npm run -s quiz -- --kind know-myself --details child.json --difficulty Normal --count 10
 *   npm run -s quiz -- --validate items.json --kind safety --category general-safety --age-bracket 4-6 --country UK
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { loadContent, loadPictureRules } from '../content/load.ts';
import { AGE_BRACKETS, bracketForAge, LEARNER_COUNTRIES } from '../contract/constants.ts';
import { LEARNER_MESSAGES, LearnerDetails } from '../contract/learners.ts';
import { detailIssues, inCountryForm } from '../contract/phone-and-postcode.ts';
import { QUIZ_MESSAGES } from '../contract/quiz.ts';
import { generateQuiz } from '../engine/generate-quiz.ts';
import { createPictureFinder, isForPreReaders, optionPictures } from '../engine/pictures.ts';
import {
  BRAIN_BOOSTER_LEVELS,
  KNOW_MYSELF_DIFFICULTIES,
  type QuizRequest,
  SAFETY_DIFFICULTIES,
} from '../engine/quiz.ts';
import { createRandom } from '../engine/random.ts';
import { validateQuestion } from '../engine/validate-question.ts';

function fail(message: string): never {
  console.error(`quiz: ${message}`);
  process.exit(2);
}

function choice<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback?: T): T {
  if (value === undefined) {
    if (fallback !== undefined) return fallback;
    fail(`--${name} is required (one of: ${allowed.join(', ')})`);
  }
  if (!(allowed as readonly string[]).includes(value))
    fail(`--${name} must be one of: ${allowed.join(', ')} (got "${value}")`);
  return value as T;
}

function integer(name: string, value: string | undefined, min: number, max: number, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max)
    fail(`--${name} must be a whole number from ${min} to ${max} (got "${value ?? ''}")`);
  return number;
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    fail(`cannot read ${path}: ${(error as Error).message}`);
  }
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        kind: { type: 'string' },
        category: { type: 'string' },
        'age-bracket': { type: 'string' },
        age: { type: 'string' },
        topic: { type: 'string' },
        difficulty: { type: 'string' },
        country: { type: 'string' },
        'emergency-number': { type: 'string' },
        count: { type: 'string' },
        seed: { type: 'string' },
        details: { type: 'string' },
        validate: { type: 'string' },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
})();

const kind = choice('kind', values.kind, ['safety', 'popular', 'know-myself'] as const);
const country = choice('country', values.country, LEARNER_COUNTRIES, 'UK');
const emergencyNumber = (() => {
  const value = values['emergency-number'];
  if (value === undefined) return undefined;
  if (country !== 'other') fail('--emergency-number is only for --country other');
  if (!/^\d{2,4}$/.test(value)) fail(`--emergency-number: ${LEARNER_MESSAGES.emergencyNumber} (got "${value}")`);
  return value;
})();
const content = loadContent();

if (values.validate) {
  const Items = z.object({
    questions: z.array(
      z.object({
        question: z.string(),
        options: z.array(z.string()),
        correctAnswer: z.string(),
        explanation: z.string(),
      }),
    ),
  });
  const parsed = Items.safeParse(readJson(values.validate));
  if (!parsed.success)
    fail(
      `${values.validate} must look like { "questions": [ { "question", "options", "correctAnswer", "explanation" } ] }`,
    );
  const bracket =
    kind === 'popular'
      ? bracketForAge(integer('age', values.age, 4, 16))
      : choice('age-bracket', values['age-bracket'], AGE_BRACKETS);
  const results = parsed.data.questions.map((question) => {
    const result = validateQuestion(question, {
      bracket,
      country,
      emergencyNumber,
      isSafetySkills: kind !== 'popular',
    });
    return result.ok ? { ok: true } : { ok: false, reasons: result.reasons };
  });
  console.log(JSON.stringify({ results }, null, 2));
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}

const count = integer('count', values.count, 1, 50, 10);
const random = createRandom(integer('seed', values.seed, 0, 2 ** 31, Date.now() % 2 ** 31));
let request: QuizRequest;
if (kind === 'safety') {
  const bracket = choice('age-bracket', values['age-bracket'], AGE_BRACKETS);
  if (values.category === 'digital-safety' && bracket === '4-6') fail(QUIZ_MESSAGES.noOnlineSafetyForFourToSix);
  request = {
    kind,
    category: choice('category', values.category, ['general-safety', 'digital-safety', 'health-hygiene'] as const),
    bracket,
    difficulty: choice('difficulty', values.difficulty, SAFETY_DIFFICULTIES, 'Medium'),
    country,
    emergencyNumber,
    count,
  };
} else if (kind === 'popular') {
  if (!values.topic) fail('--topic is required');
  request = {
    kind,
    topic: values.topic,
    age: integer('age', values.age, 4, 16),
    difficulty: choice('difficulty', values.difficulty, BRAIN_BOOSTER_LEVELS, 'Medium'),
    country,
    count,
  };
} else {
  if (!values.details) fail('--details is required: a JSON file with firstName, lastName, age and any details');
  const child = LearnerDetails.extend({
    firstName: z.string().min(1),
    lastName: z.string().min(1),
    age: z.number().int().min(4).max(16),
  }).safeParse(readJson(values.details));
  if (!child.success)
    fail(
      `${values.details}: ${child.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  const issues = detailIssues(child.data, country);
  if (issues.length > 0) fail(`${values.details}: ${issues.map((issue) => issue.message).join(' ')}`);
  request = {
    kind,
    child: inCountryForm(child.data, country),
    difficulty: choice('difficulty', values.difficulty, KNOW_MYSELF_DIFFICULTIES, 'Normal'),
    country,
    count,
  };
}

try {
  // What the player shows beside the words: a flag, and for a child of 6 or under a picture per option.
  const findPicture = createPictureFinder(loadPictureRules());
  const withPictures = isForPreReaders(
    request.kind === 'safety'
      ? { ageBracket: request.bracket }
      : { age: request.kind === 'know-myself' ? request.child.age : request.age },
  );
  const questions = generateQuiz(request, content, random).map(
    ({ question, image, options, correctAnswer, explanation }) => {
      const pictures = withPictures ? optionPictures(options, findPicture) : undefined;
      return {
        question,
        ...(image ? { image } : {}),
        options,
        ...(pictures ? { optionPictures: pictures } : {}),
        correctAnswer,
        explanation,
      };
    },
  );
  console.log(JSON.stringify({ questions }, null, 2));
} catch (error) {
  fail((error as Error).message);
}
