import { MESSAGES } from '../../../contract/errors.ts';
import { LEARNER_MESSAGES } from '../../../contract/learners.ts';
import type { LearnerKeyOwner, LearnerKeyWrapper } from '../../crypto/learner-key.ts';
import { type SealedBox, SealedBoxError } from '../../crypto/sealed-box.ts';
import { AppError } from '../../errors.ts';
import type { LearnersRepo } from './learners.repo.ts';

/** The boxes that seal each learner's details with the learner's own key (see learner_keys). */
export function createLearnerSeals({
  repo,
  wrapper,
}: {
  repo: Pick<LearnersRepo, 'wrappedKey'>;
  wrapper: LearnerKeyWrapper;
}) {
  return {
    /** A new learner's key: seal with `box`, and store `wrappedKey` with the learner. */
    create: (owner: LearnerKeyOwner) => wrapper.create(owner),

    /**
     * The learner's box, its key read through KEYS (a transaction's queries, inside one). A learner
     * deleted meanwhile is not found; a key that does not open fails closed.
     */
    async boxFor(owner: LearnerKeyOwner, keys: Pick<LearnersRepo, 'wrappedKey'> = repo): Promise<SealedBox> {
      const wrappedKey = await keys.wrappedKey(owner.userId, owner.learnerId);
      if (!wrappedKey) throw new AppError('NOT_FOUND', LEARNER_MESSAGES.notFound);
      try {
        return wrapper.open(wrappedKey, owner);
      } catch (error) {
        if (error instanceof SealedBoxError) throw new AppError('INTERNAL', MESSAGES.internal);
        throw error;
      }
    },
  };
}

export type LearnerSeals = ReturnType<typeof createLearnerSeals>;
