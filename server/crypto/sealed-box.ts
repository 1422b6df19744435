import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import * as z from 'zod';
import { MESSAGES } from '../../contract/errors.ts';
import { AppError } from '../errors.ts';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SealedBoxError extends Error {
  constructor() {
    super('sealed data could not be opened');
    this.name = 'SealedBoxError';
  }
}

/**
 * AES-256-GCM for a child's details. The context (the row it belongs to) is bound as additional
 * data, so a ciphertext copied to another row fails to open, as does any tampering.
 */
export function createSealedBox(key: Buffer) {
  if (key.length !== 32) throw new Error('the data encryption key must be 32 bytes');
  function open(sealed: string, context: string): unknown {
    const [version, payload] = sealed.split('.');
    if (version !== VERSION || !payload) throw new SealedBoxError();
    const bytes = Buffer.from(payload, 'base64');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plaintext = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      return JSON.parse(plaintext.toString('utf8'));
    } catch {
      throw new SealedBoxError();
    }
  }

  return {
    seal(value: unknown, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
    },

    open,

    /**
     * The sealed value read as SCHEMA, for a request: a ciphertext that does not open or does not
     * parse is never guessed around, the request fails closed with a plain 500.
     */
    openAs<T>(schema: z.ZodType<T>, sealed: string, context: string): T {
      try {
        return schema.parse(open(sealed, context));
      } catch (error) {
        if (error instanceof SealedBoxError || error instanceof z.ZodError) {
          throw new AppError('INTERNAL', MESSAGES.internal);
        }
        throw error;
      }
    },
  };
}

export type SealedBox = ReturnType<typeof createSealedBox>;
