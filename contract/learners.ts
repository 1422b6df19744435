import * as z from 'zod';
import {
  isTopicForAge,
  LEARNER_COUNTRIES,
  type LearnerCountry,
  MAX_LEARNER_AGE,
  MIN_LEARNER_AGE,
  PLAN_LIMITS,
  POPULAR_TOPICS,
  SAFETY_CATEGORIES,
  type SafetyCategory,
} from './constants.ts';
import { personName, plainLine, text } from './text.ts';

const QUESTION_COUNT_MESSAGE = 'Choose a number of questions from the list';

export const LEARNER_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  ageRequired: 'Age is required',
  ageWhole: 'Age must be a whole number',
  ageTooLow: `Age must be at least ${MIN_LEARNER_AGE}`,
  ageTooHigh: `Age must be ${MAX_LEARNER_AGE} or under`,
  countryRequired: 'Country is required',
  emergencyNumber: 'The emergency number must be 2 to 4 digits',
  notFound: 'Learner not found',
  freeLimit: 'Your free plan includes 1 learner profile. Upgrade to premium to add up to 5 learners.',
  /** At the highest plan's limit there is nothing to buy: the message says so and offers no upgrade. */
  premiumLimit: `You have ${PLAN_LIMITS.premium.learners} learners, the most a plan allows.`,
  readOnly:
    'This profile is read-only on the free plan. Make it the active learner to use it, or upgrade to premium to use them all.',
} as const;

export const GUARDIAN_RELATIONSHIPS = [
  'Mum',
  'Dad',
  'Stepmum',
  'Stepdad',
  'Grandma',
  'Granddad',
  'Aunty',
  'Uncle',
  'Carer',
  'Foster Parent',
  'Guardian',
] as const;
export const SIBLING_TYPES = ['Brother', 'Sister'] as const;

const name = (message: string) => personName(message, 60);
const optionalText = (max: number) => text().trim().max(max, `At most ${max} characters`).optional();
/** A name in the Know Myself details: optional, but plain like every other name. */
const optionalName = (max: number) => plainLine('Names').trim().max(max, `At most ${max} characters`).optional();

/** Question counts a parent may choose for the child's own space (the plan may shorten them). */
export const PLAY_QUESTION_COUNTS = [5, 10, 15, 20] as const;
/** One difficulty for every tile; each kind of quiz reads it in its own levels. */
export const PLAY_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type PlayDifficulty = (typeof PLAY_DIFFICULTIES)[number];
/** Read-aloud is on by default up to this age: younger children are still learning to read. */
export const READ_ALOUD_UNTIL_AGE = 7;
/** Online Safety is written for children from this age. */
export const ONLINE_SAFETY_FROM_AGE = 7;
export const MAX_PLAY_TOPICS = 6;

/**
 * The parent's choices for the child's own space: what a tile's quiz is like and which tiles
 * there are. A quiz started from a tile takes these, so the child never meets a form.
 */
export const PlaySettings = z.strictObject({
  readAloud: z.boolean({ error: 'Read-aloud must be on or off' }),
  questionCount: z
    .number({ error: QUESTION_COUNT_MESSAGE })
    .refine((count) => (PLAY_QUESTION_COUNTS as readonly number[]).includes(count), QUESTION_COUNT_MESSAGE),
  difficulty: z.enum(PLAY_DIFFICULTIES, { error: 'Choose a difficulty from the list' }),
  /** Safety areas shown as tiles (Online Safety only from ONLINE_SAFETY_FROM_AGE, whatever is stored). */
  areas: z.array(z.enum(SAFETY_CATEGORIES, { error: 'Choose areas from the list' })).max(SAFETY_CATEGORIES.length),
  /** Popular topics shown as tiles on a premium plan. */
  topics: z
    .array(
      z
        .string()
        .refine((topic) => (POPULAR_TOPICS as readonly string[]).includes(topic), 'Choose topics from the list'),
    )
    .max(MAX_PLAY_TOPICS, `At most ${MAX_PLAY_TOPICS} topics`),
});
export type PlaySettings = z.infer<typeof PlaySettings>;

/** Before the parent chooses: Know Myself and every safety area, read aloud for the youngest. */
export function defaultPlaySettings(age: number): PlaySettings {
  return {
    readAloud: age <= READ_ALOUD_UNTIL_AGE,
    questionCount: 5,
    difficulty: 'Easy',
    areas: [...SAFETY_CATEGORIES],
    topics: [],
  };
}

/** The safety tiles a child of AGE sees: the parent's areas, less any not written for that age. */
export function playAreasFor(settings: PlaySettings, age: number): SafetyCategory[] {
  return SAFETY_CATEGORIES.filter(
    (area) => settings.areas.includes(area) && (area !== 'digital-safety' || age >= ONLINE_SAFETY_FROM_AGE),
  );
}

/** The topic tiles a child of AGE in COUNTRY sees: the parent's topics, less any the child is too young for. */
export function playTopicsFor(settings: PlaySettings, age: number, country: LearnerCountry): string[] {
  return settings.topics.filter((topic) => isTopicForAge(topic, age, country));
}

export const LearnerBody = z.strictObject({
  firstName: name(LEARNER_MESSAGES.firstNameRequired),
  lastName: name(LEARNER_MESSAGES.lastNameRequired),
  age: z
    .number({ error: LEARNER_MESSAGES.ageRequired })
    .int(LEARNER_MESSAGES.ageWhole)
    .min(MIN_LEARNER_AGE, LEARNER_MESSAGES.ageTooLow)
    .max(MAX_LEARNER_AGE, LEARNER_MESSAGES.ageTooHigh),
  country: z.enum(LEARNER_COUNTRIES, { error: LEARNER_MESSAGES.countryRequired }),
  /**
   * For a learner in "other": the number their country calls in an emergency, the only one their
   * quizzes will teach. Blank means none; it is kept only for "other".
   */
  emergencyNumber: z
    .string({ error: LEARNER_MESSAGES.emergencyNumber })
    .trim()
    .regex(/^(?:\d{2,4})?$/, LEARNER_MESSAGES.emergencyNumber)
    .optional(),
  city: optionalText(80),
  schoolName: optionalText(100),
  /** Whether AI may make this child's quizzes; left out, it stays as it is (on for a new learner). */
  aiEnabled: z.boolean({ error: 'AI use must be on or off' }).optional(),
  /**
   * After a not-quite answer, whether the quiz always waits for the child to tap Next; off, it moves
   * on by itself once the explanation has been read aloud. Left out, it stays as it is (on for a new learner).
   */
  waitForNext: z.boolean({ error: 'Waiting for Next must be on or off' }).optional(),
  /** The child's own space; left out, it stays as it is (the defaults for the age on a new learner). */
  playSettings: PlaySettings.optional(),
});
export type LearnerBody = z.infer<typeof LearnerBody>;

export const Learner = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number(),
  country: z.enum(LEARNER_COUNTRIES),
  emergencyNumber: z.string().optional(),
  city: z.string().optional(),
  schoolName: z.string().optional(),
  isActive: z.boolean(),
  aiEnabled: z.boolean(),
  waitForNext: z.boolean(),
  playSettings: PlaySettings,
  /** True when the plan has lapsed and this is not the learner the parent kept active. */
  isReadOnly: z.boolean(),
});
export type Learner = z.infer<typeof Learner>;

/** What the list of learners shows: no detail about where a child lives or goes to school. */
export const LearnerSummary = Learner.omit({ city: true, schoolName: true });
export type LearnerSummary = z.infer<typeof LearnerSummary>;

export const LearnerParams = z.object({ id: text().max(64) });
export const LearnerResponse = z.object({ learner: Learner });
export const LearnersResponse = z.object({ learners: z.array(LearnerSummary) });
export const ActiveLearnerResponse = z.object({ learner: Learner.nullable() });
export const DeleteLearnerResponse = z.object({ success: z.literal(true) });

/** What the Know Myself form collects beyond the profile (and prefills from it). */
export const LearnerDetails = z.object({
  birthday: optionalText(40),
  parent1Name: optionalName(80),
  parent1Phone: optionalText(30),
  parent1RelationshipType: z.enum(GUARDIAN_RELATIONSHIPS).optional(),
  parent2Name: optionalName(80),
  parent2Phone: optionalText(30),
  parent2RelationshipType: z.enum(GUARDIAN_RELATIONSHIPS).optional(),
  phoneNumber: optionalText(30),
  city: optionalText(80),
  homeAddress: optionalText(200),
  schoolName: optionalText(100),
  teacherName: optionalName(80),
  gradeLevel: optionalText(40),
  siblings: z
    .array(z.object({ type: z.enum(SIBLING_TYPES), name: plainLine('Names').trim().max(60), phone: optionalText(30) }))
    .max(10)
    .optional(),
  pets: z
    .array(z.object({ type: text().trim().max(40), name: plainLine('Names').trim().max(40) }))
    .max(10)
    .optional(),
  importantInfo: z.array(text().trim().max(200)).max(10).optional(),
});
export type LearnerDetails = z.infer<typeof LearnerDetails>;

export const PrefillResponse = z.object({
  prefillData: LearnerDetails.extend({
    firstName: z.string(),
    lastName: z.string(),
    age: z.number(),
    country: z.enum(LEARNER_COUNTRIES),
  }),
  hasExtendedInfo: z.boolean(),
});
export type PrefillResponse = z.infer<typeof PrefillResponse>;
