import * as z from 'zod';

/** What the pages need to know about this installation. */
export const SiteResponse = z.object({
  contactEmail: z.string(),
  /** Custom subjects need an AI provider; without one the pages do not offer or sell them. */
  customQuizzesAvailable: z.boolean(),
});
export type SiteInfo = z.infer<typeof SiteResponse>;
