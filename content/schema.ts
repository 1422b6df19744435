import * as z from 'zod';
import { AGE_BRACKETS, LEARNER_COUNTRIES } from '../contract/constants.ts';
import { ITEM_COUNTRIES } from '../engine/countries.ts';
import { TEEN_TOPIC_OBJECTIVES } from '../engine/safety-rules.ts';

export const SAFETY_BANK_CATEGORIES = ['personal-info', 'general-safety', 'digital-safety', 'health-hygiene'] as const;
export type SafetyBankCategory = (typeof SAFETY_BANK_CATEGORIES)[number];

export const OBJECTIVE_PREFIX: Record<SafetyBankCategory, string> = {
  'personal-info': 'KM',
  'general-safety': 'ES',
  'digital-safety': 'OS',
  'health-hygiene': 'HC',
};

export const BANK_DIFFICULTIES = ['Easy', 'Medium', 'Hard', 'Normal'] as const;

export const BankItem = z.strictObject({
  id: z.string().regex(/^(KM|ES|OS|HC)-[A-D]-\d{2}-[EMHN]-\d{2}(?:-[A-Z]{2,6})?$/, 'id must look like ES-B-06-M-01'),
  objective: z.string().regex(/^(KM|ES|OS|HC)-[A-D]-\d{2}$/),
  difficulty: z.enum(BANK_DIFFICULTIES),
  countries: z.array(z.enum(ITEM_COUNTRIES)).min(1),
  question: z.string().min(1),
  options: z.array(z.string().min(1)).min(2).max(4),
  correctAnswer: z.string().min(1),
  explanation: z.string().min(1),
});
export type BankItem = z.infer<typeof BankItem>;

/** Where a phone number the bank teaches is officially published, for one country's version. */
export const NumberSource = z.strictObject({
  country: z.enum(ITEM_COUNTRIES),
  number: z.string().min(2),
  source: z.string().min(10),
});

/** Where the facts an objective's items teach are published (the topics added in the third revision). */
export const FactSource = z.strictObject({
  objective: z.string().regex(/^(KM|ES|OS|HC)-[A-D]-\d{2}$/),
  source: z.string().min(10),
});

export const SafetyBankFile = z.strictObject({
  category: z.enum(SAFETY_BANK_CATEGORIES),
  bracket: z.enum(AGE_BRACKETS),
  /** Every national number an item teaches, and every added topic's facts, with its official source. */
  sources: z.array(z.union([NumberSource, FactSource])).optional(),
  items: z.array(BankItem),
});
export type SafetyBankFile = z.infer<typeof SafetyBankFile>;

export const Objective = z.strictObject({ id: z.string(), text: z.string(), facts: z.string() });
export const ObjectivesFile = z.strictObject({ source: z.string(), objectives: z.array(Objective) });

/** How many items of each difficulty every country needs, per category and bracket. */
export const REQUIRED_PER_COUNTRY: Record<
  SafetyBankCategory,
  Partial<Record<(typeof BANK_DIFFICULTIES)[number], number>>
> = {
  'personal-info': { Normal: 18, Hard: 12 },
  'general-safety': { Easy: 15, Medium: 25, Hard: 15 },
  'digital-safety': { Easy: 15, Medium: 25, Hard: 15 },
  'health-hygiene': { Easy: 15, Medium: 25, Hard: 15 },
};

/**
 * The topics every child should meet (dogs, driveways, burns, batteries and cleaning products, car
 * seats, a helpline, first steps online; and for 13–16 vaping, alcohol and drugs, spiking,
 * exploitation, knives, radicalisation, fakes, gambling, harmful content): each must have items for
 * every learner country, and its facts a source in the bank.
 */
export const REQUIRED_TOPIC_OBJECTIVES = [
  'ES-A-13',
  'ES-A-14',
  'ES-A-15',
  'ES-A-16',
  'ES-A-17',
  'HC-A-12',
  'HC-A-13',
  'ES-B-13',
  'ES-B-14',
  'ES-B-15',
  'ES-B-16',
  'HC-B-12',
  'HC-B-13',
  ...TEEN_TOPIC_OBJECTIVES,
] as const;

/** Enough usable items of a required topic, per learner country, for an Easy, a Medium and a Hard question. */
export const MIN_ITEMS_PER_TOPIC = 3;

/** Banks held to the bound on "the longest option is the answer" (every bank now meets it). */
export const FAIR_OPTIONS_CHECKED: Record<SafetyBankCategory, boolean> = {
  'personal-info': true,
  'general-safety': true,
  'digital-safety': true,
  'health-hygiene': true,
};

export const BRAIN_BOOSTER_DIFFICULTIES = ['Easy', 'Medium', 'Advanced'] as const;

/**
 * A Brain Booster bank item: for the ages in `ages` (inclusive), any learner unless `countries`
 * names the learner countries it is for (English clubs for the UK and Ireland, say).
 */
export const PopularItem = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+-\d{3}$/, 'id must look like science-sparks-001'),
  ages: z.tuple([z.number().int().min(4).max(16), z.number().int().min(4).max(16)]),
  difficulty: z.enum(BRAIN_BOOSTER_DIFFICULTIES),
  countries: z.array(z.enum(LEARNER_COUNTRIES)).min(1).optional(),
  question: z.string().min(1),
  options: z.array(z.string().min(1)).min(2).max(4),
  correctAnswer: z.string().min(1),
  explanation: z.string().min(1),
});
export type PopularItem = z.infer<typeof PopularItem>;

export const PopularBankFile = z.strictObject({
  topic: z.string(),
  items: z.array(PopularItem),
});
export type PopularBankFile = z.infer<typeof PopularBankFile>;

/**
 * Every age from the topic's minimum holds enough questions that a second 25-question quiz meets
 * none of the first's, and a third at most 10 of the two before.
 */
export const POPULAR_ITEMS_PER_AGE = 65;
