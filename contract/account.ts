import * as z from 'zod';
import { PublicUser } from './auth.ts';
import { LearnerDetails, PlaySettings } from './learners.ts';
import { KnowMyselfDetailProgress, QuestionImage, QuotaStatusResponse } from './quiz.ts';

export const ProfileResponse = z.object({ success: z.literal(true), user: PublicUser });
export const SuccessResponse = z.object({ success: z.literal(true), message: z.string().optional() });

const Timestamp = z.string();

/**
 * GET /api/user/export: everything the account holds, as one JSON download. Each part is one
 * stored table's rows for the account, every column a person could want, with sealed columns
 * opened; only secrets (password and session hashes) and bookkeeping are left out.
 */
export const AccountExport = z.object({
  exportedAt: Timestamp,
  account: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    emailVerifiedAt: Timestamp.nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
  learners: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      age: z.number(),
      country: z.string(),
      emergencyNumber: z.string().nullable(),
      isActive: z.boolean(),
      aiEnabled: z.boolean(),
      waitForNext: z.boolean(),
      playSettings: PlaySettings,
      details: LearnerDetails,
      /** Know Myself: per detail, how often asked and answered right, and when it is next due. */
      knowMyselfProgress: z.array(KnowMyselfDetailProgress.extend({ lastAsked: z.string().nullable() })),
      createdAt: Timestamp,
      updatedAt: Timestamp,
    }),
  ),
  quizzes: z.array(
    z.object({
      id: z.string(),
      learnerId: z.string(),
      kind: z.string(),
      quizType: z.string(),
      subject: z.string(),
      title: z.string(),
      settings: z.unknown(),
      questionCount: z.number(),
      currentIndex: z.number(),
      score: z.number(),
      isCompleted: z.boolean(),
      countsTowardAllowance: z.boolean(),
      generator: z.string(),
      model: z.string().nullable(),
      promptVersion: z.string().nullable(),
      generationMs: z.number().nullable(),
      isGenerating: z.boolean(),
      generationFailed: z.boolean(),
      /** When its first question was answered: from then on a free quiz counts toward the allowance. */
      firstAnsweredAt: Timestamp.nullable(),
      /** The quiz this one retakes, if it is a retake. */
      retakeOf: z.string().nullable(),
      startedAt: Timestamp,
      completedAt: Timestamp.nullable(),
      createdAt: Timestamp,
      updatedAt: Timestamp,
      questions: z.array(
        z.object({
          position: z.number(),
          /** The bank item, template or model the question came from, and the skill it practises. */
          itemId: z.string(),
          skill: z.string(),
          question: z.string(),
          image: QuestionImage.nullable(),
          options: z.array(z.string()),
          correctAnswer: z.string(),
          explanation: z.string(),
          childAnswer: z.string().nullable(),
          isCorrect: z.boolean().nullable(),
          optionsRemovedByHint: z.array(z.string()),
          answeredAt: Timestamp.nullable(),
        }),
      ),
    }),
  ),
  usage: QuotaStatusResponse,
  /** What the account used of its plan's allowances, quiz by quiz: kept when a learner is deleted. */
  allowanceUses: z.array(z.object({ id: z.string(), kind: z.string(), quizId: z.string(), usedAt: Timestamp })),
  subscription: z
    .object({
      subscriptionId: z.string().nullable(),
      planType: z.string(),
      status: z.string(),
      currentPeriodEnd: Timestamp,
      cancelAtPeriodEnd: z.boolean(),
      createdAt: Timestamp,
      updatedAt: Timestamp,
    })
    .nullable(),
  /** Each time a finished quiz was started again. */
  quizResets: z.array(z.object({ id: z.string(), learnerId: z.string(), quizId: z.string(), resetAt: Timestamp })),
  paymentCustomer: z.object({ customerId: z.string(), createdAt: Timestamp }).nullable(),
  checkouts: z.array(
    z.object({
      id: z.string(),
      customerId: z.string(),
      priceId: z.string(),
      status: z.string(),
      subscriptionId: z.string().nullable(),
      subscriptionStatus: z.string().nullable(),
      currentPeriodEnd: Timestamp.nullable(),
      cancelAtPeriodEnd: z.boolean(),
      createdAt: Timestamp,
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      lastSeenAt: Timestamp,
      expiresAt: Timestamp,
      createdAt: Timestamp,
      updatedAt: Timestamp,
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExport>;
