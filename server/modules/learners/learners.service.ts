import { randomUUID } from 'node:crypto';
import * as z from 'zod';
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
import { inCountryForm } from '../../../contract/phone-and-postcode.ts';
import { KnowMyselfDetailProgress, type KnowMyselfProgressResponse } from '../../../contract/quiz.ts';
import { englishFor } from '../../../engine/countries.ts';
import {
  type DetailProgress,
  knowMyselfDetails,
  knowMyselfProgressView,
  updateProgress,
} from '../../../engine/know-myself.ts';
import { calendarDay } from '../../clock.ts';
import type { SealedBox } from '../../crypto/sealed-box.ts';
import type { Database } from '../../db/client.ts';
import { type Compactor, LEARNER_TABLES } from '../../db/compaction.ts';
import type { Transaction, WithAccount } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { Entitlements } from '../billing/entitlements.ts';
import type { LearnerSeals } from './learner-seals.ts';
import { createLearnersRepo, type LearnerRow } from './learners.repo.ts';

/** Everything about a child that is not needed in the clear: sealed together in one ciphertext. */
const SealedLearner = z.object({
  firstName: z.string(),
  lastName: z.string(),
  details: LearnerDetails,
});
type SealedLearner = z.infer<typeof SealedLearner>;

/** The row the details belong to: bound into the ciphertext, so it opens for no other row. */
export const learnerSealContext = (row: { id: string; userId: string }) => `learner:${row.id}:${row.userId}`;

/** What a learner knows of each of their details, sealed as a whole: it names them. */
const SealedProgress = z.array(KnowMyselfDetailProgress);

/** Whose progress it is: bound into the ciphertext, so it opens for no other learner. */
export interface ProgressOwner {
  learnerId: string;
  userId: string;
}

export const progressSealContext = (owner: ProgressOwner) => `know-myself-progress:${owner.learnerId}:${owner.userId}`;

/**
 * Only a learner in "other" keeps an emergency number: every other country's numbers come from
 * the content. Left out of a change, the number stays; blank clears it.
 */
function emergencyNumberFor(body: LearnerBody, current: string | null = null): string | null {
  if (body.country !== 'other') return null;
  if (body.emergencyNumber === undefined) return current;
  return body.emergencyNumber || null;
}

/**
 * The saved details with the GIVEN ones on top: a detail given blank (or a section not sent, as a
 * free plan's locked ones) keeps its saved value.
 */
export function withSavedDetails(saved: LearnerDetails, given: LearnerDetails): LearnerDetails {
  const filledIn = Object.entries(LearnerDetails.parse(given)).filter(
    ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
  );
  return { ...saved, ...Object.fromEntries(filledIn) };
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

/** The plan's learner limit, decided on the count read under the account's lock. */
function assertRoomForLearner(entitlements: Entitlements, total: number): void {
  if (total < entitlements.maxLearners) return;
  throw entitlements.plan === 'free'
    ? new AppError('PREMIUM_REQUIRED', LEARNER_MESSAGES.freeLimit)
    : new AppError('FORBIDDEN', LEARNER_MESSAGES.premiumLimit);
}

const ownerOf = (row: LearnerRow) => ({ learnerId: row.id, userId: row.userId });

export function createLearnersService({
  db,
  withAccount,
  billing,
  seals,
  compactor,
}: {
  db: Database;
  withAccount: WithAccount;
  billing: BillingService;
  seals: LearnerSeals;
  compactor: Pick<Compactor, 'after'>;
}) {
  const repo = createLearnersRepo(db);

  /** The learner's details, opened with the learner's own key (or BOX, when it is already at hand). */
  async function open(row: LearnerRow, box?: SealedBox): Promise<SealedLearner> {
    return (box ?? (await seals.boxFor(ownerOf(row)))).openAs(SealedLearner, row.sealed, learnerSealContext(row));
  }

  function openProgress(box: SealedBox, owner: ProgressOwner, sealed: string | undefined): DetailProgress[] {
    return sealed === undefined ? [] : box.openAs(SealedProgress, sealed, progressSealContext(owner));
  }

  async function storedProgress(row: LearnerRow, box?: SealedBox): Promise<DetailProgress[]> {
    const owner = ownerOf(row);
    const sealed = await repo.knowMyselfProgress(row.userId, row.id);
    return sealed === undefined ? [] : openProgress(box ?? (await seals.boxFor(owner)), owner, sealed);
  }

  function toSummary(row: LearnerRow, sealed: SealedLearner, isReadOnly: boolean): LearnerSummary {
    return {
      id: row.id,
      firstName: sealed.firstName,
      lastName: sealed.lastName,
      age: row.age,
      country: row.country,
      ...(row.emergencyNumber ? { emergencyNumber: row.emergencyNumber } : {}),
      isActive: row.isActive,
      aiEnabled: row.aiEnabled,
      waitForNext: row.waitForNext,
      playSettings: playSettingsOf(row),
      isReadOnly,
    };
  }

  async function toLearner(row: LearnerRow, isReadOnly: boolean, box?: SealedBox): Promise<Learner> {
    const sealed = await open(row, box);
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
      const rows = await repo.list(userId);
      return Promise.all(rows.map(async (row) => toSummary(row, await open(row), isReadOnly(row))));
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
      const sealed = await open(row);
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
      return row ? await toLearner(row, false) : null;
    },

    /** The first learner becomes active; the plan's limit holds however many requests race. */
    async create(userId: string, body: LearnerBody): Promise<Learner> {
      const { row, box } = await withAccount(userId, async (tx) => {
        const locked = createLearnersRepo(tx);
        const total = await locked.count(userId);
        assertRoomForLearner(await billing.entitlements(userId, tx), total);
        const id = randomUUID();
        const sealed: SealedLearner = {
          firstName: body.firstName,
          lastName: body.lastName,
          details: { city: body.city || undefined, schoolName: body.schoolName || undefined },
        };
        const key = seals.create({ learnerId: id, userId });
        const inserted = await locked.insert(
          {
            id,
            userId,
            age: body.age,
            country: body.country,
            emergencyNumber: emergencyNumberFor(body),
            isActive: total === 0,
            aiEnabled: body.aiEnabled ?? true,
            waitForNext: body.waitForNext ?? true,
            playSettings: body.playSettings ?? null,
            sealed: key.box.seal(sealed, learnerSealContext({ id, userId })),
          },
          key.wrappedKey,
        );
        return { row: inserted, box: key.box };
      });
      return toLearner(row, false, box);
    },

    async update(userId: string, learnerId: string, body: LearnerBody): Promise<Learner> {
      const row = await findOwned(userId, learnerId);
      if ((await readOnlyRule(userId))(row)) throw new AppError('PREMIUM_REQUIRED', LEARNER_MESSAGES.readOnly);
      const box = await seals.boxFor(ownerOf(row));
      const current = await open(row, box);
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
        sealed: box.seal(next, learnerSealContext(row)),
      });
      if (!updated) throw new AppError('NOT_FOUND', LEARNER_MESSAGES.notFound);
      return toLearner(updated, false, box);
    },

    /**
     * The learner and everything hanging off it go, its key with it (so no earlier copy of its
     * sealed details opens any more); another learner becomes active if needed. Then the tables
     * are compacted, so the files no longer hold the deleted rows either.
     */
    async remove(userId: string, learnerId: string): Promise<void> {
      await withAccount(userId, async (tx) => {
        const locked = createLearnersRepo(tx);
        const row = await locked.find(userId, learnerId);
        if (!row) throw new AppError('NOT_FOUND', LEARNER_MESSAGES.notFound);
        await locked.delete(userId, learnerId);
        if (row.isActive) {
          const next = await locked.newestOther(userId, learnerId);
          if (next) await locked.activate(userId, next.id);
        }
      });
      compactor.after(LEARNER_TABLES);
    },

    async activate(userId: string, learnerId: string): Promise<Learner> {
      const row = await withAccount(userId, async (tx) => {
        const locked = createLearnersRepo(tx);
        if (!(await locked.find(userId, learnerId))) throw new AppError('NOT_FOUND', LEARNER_MESSAGES.notFound);
        await locked.deactivateAll(userId);
        return locked.activate(userId, learnerId);
      });
      if (!row) throw new AppError('NOT_FOUND', LEARNER_MESSAGES.notFound);
      return toLearner(row, false);
    },

    async prefill(userId: string, learnerId: string): Promise<PrefillResponse> {
      const row = await findOwned(userId, learnerId);
      const sealed = await open(row);
      const { country } = row;
      return {
        prefillData: {
          // Shown back as the country writes them, whenever they were saved.
          ...inCountryForm(sealed.details, country),
          firstName: sealed.firstName,
          lastName: sealed.lastName,
          age: row.age,
          country,
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
      const box = await seals.boxFor(ownerOf(row));
      const current = await open(row, box);
      const next: SealedLearner = { ...current, details: withSavedDetails(current.details, details) };
      await repo.updateSealed(userId, learnerId, box.seal(next, learnerSealContext(row)));
    },

    /**
     * A Know Myself answer teaches its DETAIL: the learner's progress moves with it. Run by the
     * play service inside its unit of work (TX), so the answer and the progress are stored
     * together or not at all, and two answers at once cannot each overwrite the other's.
     */
    async recordKnowMyselfAnswer(
      tx: Transaction,
      owner: ProgressOwner,
      answered: { detail: string; correct: boolean; at: Date },
    ): Promise<void> {
      const locked = createLearnersRepo(tx);
      // The key is read in the same transaction: the embedded database serves one at a time.
      const box = await seals.boxFor(owner, locked);
      const current = openProgress(box, owner, await locked.knowMyselfProgress(owner.userId, owner.learnerId));
      const next = updateProgress(current, [answered], calendarDay(answered.at));
      await locked.saveKnowMyselfProgress(
        owner.userId,
        owner.learnerId,
        box.seal(next, progressSealContext(owner)),
        answered.at,
      );
    },

    /** The Know Myself details kept for the learner (none before their first Know Myself quiz). */
    async savedDetails(userId: string, learnerId: string): Promise<LearnerDetails> {
      return (await open(await findOwned(userId, learnerId))).details;
    },

    /** What the learner knows of their own details, as stored; empty before their first Know Myself answer. */
    async knowMyselfProgress(userId: string, learnerId: string): Promise<DetailProgress[]> {
      return storedProgress(await findOwned(userId, learnerId));
    },

    /** For the parent: every detail the saved entries give at the learner's age, asked or not yet. */
    async knowMyselfProgressView(userId: string, learnerId: string): Promise<KnowMyselfProgressResponse> {
      const row = await findOwned(userId, learnerId);
      const box = await seals.boxFor(ownerOf(row));
      const { firstName, lastName, details } = await open(row, box);
      const { country } = row;
      const child = { firstName, lastName, age: row.age, ...details };
      return knowMyselfProgressView(
        knowMyselfDetails(child, englishFor(country), country),
        await storedProgress(row, box),
      );
    },

    /** For the account export: every learner with every detail, opened for their owner. */
    async exportAll(userId: string) {
      const rows = await repo.list(userId);
      return Promise.all(
        rows.map(async (row) => {
          const box = await seals.boxFor(ownerOf(row));
          const [sealed, progress] = await Promise.all([open(row, box), storedProgress(row, box)]);
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
            knowMyselfProgress: progress.map((entry) => ({ ...entry, lastAsked: entry.lastAsked ?? null })),
            createdAt: row.createdAt.toISOString(),
            updatedAt: row.updatedAt.toISOString(),
          };
        }),
      );
    },
  };
}

export type LearnersService = ReturnType<typeof createLearnersService>;
