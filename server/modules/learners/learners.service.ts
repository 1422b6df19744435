import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { MESSAGES } from '../../../contract/errors.ts';
import {
  defaultPlaySettings,
  LEARNER_MESSAGES,
  type Learner,
  type LearnerBody,
  LearnerDetails,
  type LearnerSummary,
  PlaySettings,
  type PrefillResponse,
} from '../../../contract/learners.ts';
import { KnowMyselfDetailProgress, type KnowMyselfProgressResponse } from '../../../contract/quiz.ts';
import { englishFor } from '../../../engine/countries.ts';
import { type DetailProgress, knowMyselfDetails, knowMyselfProgressView } from '../../../engine/know-myself.ts';
import { type SealedBox, SealedBoxError } from '../../crypto/sealed-box.ts';
import { AppError } from '../../errors.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { LearnerRow, LearnersRepo } from './learners.repo.ts';

/** Everything about a child that is not needed in the clear: sealed together in one ciphertext. */
const SealedLearner = z.object({
  firstName: z.string(),
  lastName: z.string(),
  details: LearnerDetails,
});
type SealedLearner = z.infer<typeof SealedLearner>;

const sealContext = (row: { id: string; userId: string }) => `learner:${row.id}:${row.userId}`;

/** What a learner knows of each of their details, sealed as a whole: it names them. */
const SealedProgress = z.array(KnowMyselfDetailProgress);

/** Whose progress it is: bound into the ciphertext, so it opens for no other learner. */
export interface ProgressOwner {
  learnerId: string;
  userId: string;
}

const progressContext = (owner: ProgressOwner) => `know-myself-progress:${owner.learnerId}:${owner.userId}`;

/**
 * Only a learner in "other" keeps an emergency number: every other country's numbers come from
 * the content. Left out of a change, the number stays; blank clears it.
 */
function emergencyNumberFor(body: LearnerBody, current: string | null = null): string | null {
  if (body.country !== 'other') return null;
  if (body.emergencyNumber === undefined) return current;
  return body.emergencyNumber || null;
}

/** What the parent chose, or the defaults for the child's age before they chose anything. */
function playSettingsOf(row: LearnerRow): PlaySettings {
  const stored = PlaySettings.safeParse(row.playSettings);
  return stored.success ? stored.data : defaultPlaySettings(row.age);
}

function hasAnyDetail(details: LearnerDetails): boolean {
  return Object.values(details).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '',
  );
}

export function createLearnersService({
  repo,
  billing,
  sealedBox,
}: {
  repo: LearnersRepo;
  billing: BillingService;
  sealedBox: SealedBox;
}) {
  /** A ciphertext that does not open is never guessed around: the request fails closed. */
  function opened<T>(schema: z.ZodType<T>, sealed: string, context: string): T {
    try {
      return schema.parse(sealedBox.open(sealed, context));
    } catch (error) {
      if (error instanceof SealedBoxError || error instanceof z.ZodError) {
        throw new AppError('INTERNAL', MESSAGES.internal);
      }
      throw error;
    }
  }

  function open(row: LearnerRow): SealedLearner {
    return opened(SealedLearner, row.sealed, sealContext(row));
  }

  function openProgress(owner: ProgressOwner, sealed: string | undefined): DetailProgress[] {
    return sealed === undefined ? [] : opened(SealedProgress, sealed, progressContext(owner));
  }

  async function storedProgress(row: LearnerRow): Promise<DetailProgress[]> {
    const owner = { learnerId: row.id, userId: row.userId };
    return openProgress(owner, await repo.knowMyselfProgress(row.userId, row.id));
  }

  function toSummary(row: LearnerRow, sealed: SealedLearner, isReadOnly: boolean): LearnerSummary {
    return {
      id: row.id,
      firstName: sealed.firstName,
      lastName: sealed.lastName,
      age: row.age,
      country: row.country as Learner['country'],
      ...(row.emergencyNumber ? { emergencyNumber: row.emergencyNumber } : {}),
      isActive: row.isActive,
      aiEnabled: row.aiEnabled,
      waitForNext: row.waitForNext,
      playSettings: playSettingsOf(row),
      isReadOnly,
    };
  }

  function toLearner(row: LearnerRow, isReadOnly: boolean): Learner {
    const sealed = open(row);
    return {
      ...toSummary(row, sealed, isReadOnly),
      ...(sealed.details.city ? { city: sealed.details.city } : {}),
      ...(sealed.details.schoolName ? { schoolName: sealed.details.schoolName } : {}),
    };
  }

  /** After premium lapses, every learner but the active one is kept, unchanged and read-only. */
  async function readOnlyRule(userId: string) {
    const [entitlements, total] = await Promise.all([billing.entitlements(userId), repo.count(userId)]);
    const isOverLimit = total > entitlements.maxLearners;
    return (row: LearnerRow) => isOverLimit && !row.isActive;
  }

  async function findOwned(userId: string, learnerId: string): Promise<LearnerRow> {
    const row = await repo.find(userId, learnerId);
    if (!row) throw new AppError('NOT_FOUND', LEARNER_MESSAGES.notFound);
    return row;
  }

  return {
    async list(userId: string): Promise<LearnerSummary[]> {
      const isReadOnly = await readOnlyRule(userId);
      return (await repo.list(userId)).map((row) => toSummary(row, open(row), isReadOnly(row)));
    },

    /** Whether a lapsed plan has left this learner of the user's read-only (see readOnlyRule). */
    async isReadOnly(userId: string, learnerId: string): Promise<boolean> {
      return (await readOnlyRule(userId))(await findOwned(userId, learnerId));
    },

    /** Another account's learner is simply not found. */
    async assertOwned(userId: string, learnerId: string): Promise<void> {
      await findOwned(userId, learnerId);
    },

    /** The active learner a new quiz is for, with what the quiz needs to know. */
    async activeForQuiz(userId: string) {
      const row = await repo.findActive(userId);
      if (!row) return undefined;
      const sealed = open(row);
      return {
        id: row.id,
        firstName: sealed.firstName,
        lastName: sealed.lastName,
        age: row.age,
        country: row.country,
        emergencyNumber: row.emergencyNumber ?? undefined,
        aiEnabled: row.aiEnabled,
      };
    },

    async active(userId: string): Promise<Learner | null> {
      const row = await repo.findActive(userId);
      return row ? toLearner(row, false) : null;
    },

    /** The first learner becomes active; the plan's limit holds however many requests race. */
    async create(userId: string, body: LearnerBody): Promise<Learner> {
      const entitlements = await billing.entitlements(userId);
      const row = await repo.withAccountLock(userId, async (locked) => {
        const total = await locked.count(userId);
        if (total >= entitlements.maxLearners) {
          throw entitlements.plan === 'free'
            ? new AppError('PREMIUM_REQUIRED', LEARNER_MESSAGES.freeLimit)
            : new AppError('FORBIDDEN', LEARNER_MESSAGES.premiumLimit);
        }
        const id = randomUUID();
        const sealed: SealedLearner = {
          firstName: body.firstName,
          lastName: body.lastName,
          details: { city: body.city || undefined, schoolName: body.schoolName || undefined },
        };
        return locked.insert({
          id,
          userId,
          age: body.age,
          country: body.country,
          emergencyNumber: emergencyNumberFor(body),
          isActive: total === 0,
          aiEnabled: body.aiEnabled ?? true,
          waitForNext: body.waitForNext ?? true,
          playSettings: body.playSettings ?? null,
          sealed: sealedBox.seal(sealed, sealContext({ id, userId })),
        });
      });
      return toLearner(row, false);
    },

    async update(userId: string, learnerId: string, body: LearnerBody): Promise<Learner> {
      const row = await findOwned(userId, learnerId);
      if ((await readOnlyRule(userId))(row)) throw new AppError('PREMIUM_REQUIRED', LEARNER_MESSAGES.readOnly);
      const current = open(row);
      const next: SealedLearner = {
        firstName: body.firstName,
        lastName: body.lastName,
        details: {
          ...current.details,
          ...(body.city !== undefined ? { city: body.city || undefined } : {}),
          ...(body.schoolName !== undefined ? { schoolName: body.schoolName || undefined } : {}),
        },
      };
      const updated = await repo.update(userId, learnerId, {
        age: body.age,
        country: body.country,
        emergencyNumber: emergencyNumberFor(body, row.emergencyNumber),
        aiEnabled: body.aiEnabled ?? row.aiEnabled,
        waitForNext: body.waitForNext ?? row.waitForNext,
        playSettings: body.playSettings ?? row.playSettings,
        sealed: sealedBox.seal(next, sealContext(row)),
      });
      if (!updated) throw new AppError('NOT_FOUND', LEARNER_MESSAGES.notFound);
      return toLearner(updated, false);
    },

    /** The learner and everything hanging off it go; another learner becomes active if needed. */
    async remove(userId: string, learnerId: string): Promise<void> {
      await repo.withAccountLock(userId, async (locked) => {
        const row = await locked.find(userId, learnerId);
        if (!row) throw new AppError('NOT_FOUND', LEARNER_MESSAGES.notFound);
        await locked.delete(userId, learnerId);
        if (row.isActive) {
          const next = await locked.newestOther(userId, learnerId);
          if (next) await locked.activate(userId, next.id);
        }
      });
    },

    async activate(userId: string, learnerId: string): Promise<Learner> {
      const row = await repo.withAccountLock(userId, async (locked) => {
        if (!(await locked.find(userId, learnerId))) throw new AppError('NOT_FOUND', LEARNER_MESSAGES.notFound);
        await locked.deactivateAll(userId);
        return locked.activate(userId, learnerId);
      });
      if (!row) throw new AppError('NOT_FOUND', LEARNER_MESSAGES.notFound);
      return toLearner(row, false);
    },

    async prefill(userId: string, learnerId: string): Promise<PrefillResponse> {
      const row = await findOwned(userId, learnerId);
      const sealed = open(row);
      return {
        prefillData: {
          ...sealed.details,
          firstName: sealed.firstName,
          lastName: sealed.lastName,
          age: row.age,
          country: row.country as Learner['country'],
        },
        hasExtendedInfo: hasAnyDetail(sealed.details),
      };
    },

    /**
     * Keeps what the Know Myself form collected, so it is prefilled next time. A detail the form
     * left blank, or a section it did not send (a free plan's locked ones), keeps its saved value.
     */
    async saveDetails(userId: string, learnerId: string, details: LearnerDetails): Promise<void> {
      const row = await findOwned(userId, learnerId);
      const current = open(row);
      const given = Object.entries(LearnerDetails.parse(details)).filter(
        ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
      );
      const next: SealedLearner = { ...current, details: { ...current.details, ...Object.fromEntries(given) } };
      await repo.updateSealed(userId, learnerId, sealedBox.seal(next, sealContext(row)));
    },

    openProgress,

    sealProgress(owner: ProgressOwner, progress: readonly DetailProgress[]): string {
      return sealedBox.seal(progress, progressContext(owner));
    },

    /** What the learner knows of their own details, as stored; empty before their first Know Myself answer. */
    async knowMyselfProgress(userId: string, learnerId: string): Promise<DetailProgress[]> {
      return storedProgress(await findOwned(userId, learnerId));
    },

    /** For the parent: every detail the saved entries give at the learner's age, asked or not yet. */
    async knowMyselfProgressView(userId: string, learnerId: string): Promise<KnowMyselfProgressResponse> {
      const row = await findOwned(userId, learnerId);
      const { firstName, lastName, details } = open(row);
      const country = row.country as Learner['country'];
      const child = { firstName, lastName, age: row.age, ...details };
      return knowMyselfProgressView(knowMyselfDetails(child, englishFor(country), country), await storedProgress(row));
    },

    /** For the account export: every learner with every detail, opened for their owner. */
    async exportAll(userId: string) {
      const rows = await repo.list(userId);
      const progress = await Promise.all(rows.map(storedProgress));
      return rows.map((row, index) => {
        const sealed = open(row);
        return {
          id: row.id,
          firstName: sealed.firstName,
          lastName: sealed.lastName,
          age: row.age,
          country: row.country,
          emergencyNumber: row.emergencyNumber,
          isActive: row.isActive,
          aiEnabled: row.aiEnabled,
          waitForNext: row.waitForNext,
          playSettings: playSettingsOf(row),
          details: sealed.details,
          knowMyselfProgress: (progress[index] ?? []).map((entry) => ({
            ...entry,
            lastAsked: entry.lastAsked ?? null,
          })),
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        };
      });
    },
  };
}

export type LearnersService = ReturnType<typeof createLearnersService>;
