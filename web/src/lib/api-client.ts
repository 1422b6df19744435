import { type ErrorCode, ErrorResponse } from '@contract/errors.ts';
import type * as z from 'zod';

/**
 * An API failure: the message to show a person, and the code to decide on (never the message's
 * words). A failure that is not the API's own answer (a proxy's page, a lost connection) has no code.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True when ERROR is the API's answer with CODE. */
export function isApiError(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new ApiError(text || response.statusText, response.status, undefined);
  }
  const answer = ErrorResponse.safeParse(body);
  if (answer.success) return new ApiError(answer.data.error || response.statusText, response.status, answer.data.code);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = [record.error, record.message].find((value) => typeof value === 'string' && value !== '');
  return new ApiError((message as string | undefined) ?? response.statusText, response.status, undefined);
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Sends cookies and JSON, parses the answer with the contract's schema. */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<z.infer<Schema>> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await errorFrom(response);
  return schema.parse(await response.json());
}
