import { z } from 'zod';

/** What the pages need to know about this installation. */
export const SiteResponse = z.object({
  contactEmail: z.string(),
});
export type SiteInfo = z.infer<typeof SiteResponse>;
