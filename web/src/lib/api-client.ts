import type { z } from 'zod';

/** An API failure carrying the status and body, with the message SPEC section 8 says to show. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  field(name: string): unknown {
    return typeof this.body === 'object' && this.body !== null
      ? (this.body as Record<string, unknown>)[name]
      : undefined;
  }
}

async function messageFrom(response: Response): Promise<{ message: string; body: unknown }> {
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) {
      const record = body as Record<string, unknown>;
      const message = [record.error, record.message].find((value) => typeof value === 'string' && value !== '');
      return { message: (message as string | undefined) ?? response.statusText, body };
    }
    return { message: response.statusText, body };
  } catch {
    return { message: text || response.statusText, body: text };
  }
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
  if (!response.ok) {
    const { message, body: errorBody } = await messageFrom(response);
    throw new ApiError(message, response.status, errorBody);
  }
  return schema.parse(await response.json());
}
