import * as z from 'zod';

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
  /** The parent switched AI off for this learner, so a subject only a model can write is not made. */
  AI_OFF_FOR_LEARNER: 503,
  /** The right password for an account whose e-mail address is not verified yet. */
  EMAIL_NOT_VERIFIED: 403,
  /** A verification or reset link past its lifetime. */
  TOKEN_EXPIRED: 400,
  /** No language model is set up on this server: custom subjects cannot be made here at all. */
  AI_NOT_CONFIGURED: 503,
  NO_SUBSCRIPTION: 400,
  NO_CUSTOMER: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** Every error answer: a sentence a person can read, and a code the web decides on. */
export const ErrorResponse = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
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
