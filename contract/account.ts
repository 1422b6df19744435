import { z } from 'zod';
import { PublicUser } from './auth.ts';
import { LearnerDetails } from './learners.ts';

export const ProfileResponse = z.object({ success: z.literal(true), user: PublicUser });
export const SuccessResponse = z.object({ success: z.literal(true), message: z.string().optional() });

/** GET /api/user/export: everything the account holds, as one JSON download. */
export const AccountExport = z.object({
  exportedAt: z.string(),
  account: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    createdAt: z.string(),
    emailVerifiedAt: z.string().nullable(),
  }),
  learners: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      age: z.number(),
      country: z.string(),
      isActive: z.boolean(),
      createdAt: z.string(),
      details: LearnerDetails,
    }),
  ),
  sessions: z.array(z.object({ createdAt: z.string(), lastSeenAt: z.string(), expiresAt: z.string() })),
});
export type AccountExport = z.infer<typeof AccountExport>;
