import { ERROR_STATUS, type ErrorCode } from '../contract/errors.ts';

/** The one error type services throw; the error handler turns it into `{ error, code }`. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}
