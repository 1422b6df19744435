import { z } from 'zod';

/** The closed list of error codes the API answers with, each tied to one HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  MONTHLY_LIMIT: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  AI_SERVICE_UNAVAILABLE: 503,
  /** No language model is set up on this server: custom subjects cannot be made here at all. */
  AI_NOT_CONFIGURED: 503,
  NO_SUBSCRIPTION: 400,
  NO_CUSTOMER: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Codes the spec names are sent to the browser; the rest stay implied by the status. */
export const PUBLIC_ERROR_CODES = new Set<ErrorCode>([
  'AI_SERVICE_UNAVAILABLE',
  'AI_NOT_CONFIGURED',
  'NO_SUBSCRIPTION',
  'NO_CUSTOMER',
  'PREMIUM_REQUIRED',
  'MONTHLY_LIMIT',
]);

export const ErrorResponse = z.object({
  error: z.string(),
  code: z.string().optional(),
  type: z.string().optional(),
  requiresVerification: z.boolean().optional(),
  email: z.string().optional(),
  expired: z.boolean().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const MESSAGES = {
  notFound: 'Not found',
  badAddress: 'This address is not valid.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  jsonOnly: 'Requests must send JSON (Content-Type: application/json).',
  crossOrigin: 'This request must come from the SafeSteps site itself.',
  databaseUnavailable: 'The database is not answering. Please try again shortly.',
  shuttingDown: 'SafeSteps is restarting. Please try again in a moment.',
} as const;
