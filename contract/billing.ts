import { z } from 'zod';

export const PremiumStatusResponse = z.object({ hasPremium: z.boolean() });
export type PremiumStatus = z.infer<typeof PremiumStatusResponse>;
