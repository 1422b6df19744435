import { randomBytes } from 'node:crypto';
import { createSealedBox, type SealedBox } from './sealed-box.ts';

/** Whose key it is: bound into the wrapping, so a wrapped key opens for no other learner. */
export interface LearnerKeyOwner {
  learnerId: string;
  userId: string;
}

const wrapContext = (owner: LearnerKeyOwner) => `learner-key:${owner.learnerId}:${owner.userId}`;

/**
 * Every learner's sealed details are sealed with a random key of the learner's own, kept wrapped
 * (AES-256-GCM) by the data key. Destroying the wrapped key makes every copy of those ciphertexts
 * unreadable, wherever it lies (crypto-shredding).
 */
export function createLearnerKeyWrapper(dataBox: SealedBox) {
  return {
    /** A new learner's key: the box that seals with it, and the key as stored, wrapped. */
    create(owner: LearnerKeyOwner): { box: SealedBox; wrappedKey: string } {
      const key = randomBytes(32);
      return { box: createSealedBox(key), wrappedKey: dataBox.seal(key.toString('base64'), wrapContext(owner)) };
    },

    /** The box of a stored key; throws SealedBoxError when the data key or the owner is not its own. */
    open(wrappedKey: string, owner: LearnerKeyOwner): SealedBox {
      const key = dataBox.open(wrappedKey, wrapContext(owner));
      return createSealedBox(Buffer.from(String(key), 'base64'));
    },
  };
}

export type LearnerKeyWrapper = ReturnType<typeof createLearnerKeyWrapper>;
