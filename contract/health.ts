import * as z from 'zod';

export const HealthResponse = z.object({ status: z.literal('ok') });
/** Ready or not, and nothing more: which database serves is no visitor's business. */
export const ReadyResponse = z.object({ status: z.literal('ready') });
export type ReadyResponse = z.infer<typeof ReadyResponse>;
