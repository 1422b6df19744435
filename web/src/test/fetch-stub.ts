import { ERROR_STATUS, type ErrorCode, type ErrorResponse } from '@contract/errors.ts';
import { vi } from 'vitest';

/** One request as the component sent it. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** "METHOD /path" (no query string) → the answer, made afresh for each request. */
export type Routes = Record<string, (request: SentRequest & { url: URL }) => Response | Promise<Response>>;

export const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API's own error answer: a sentence and a code, with the code's status. */
export const errorReply = (code: ErrorCode, error: string) =>
  reply({ error, code } satisfies ErrorResponse, ERROR_STATUS[code]);

/**
 * Replaces fetch with ROUTES, so components run their real API calls against contract-shaped
 * answers. Every request is kept in `sent`; one no route answers gets a 404 and is kept in
 * `unanswered`, which a test expects to stay empty.
 */
export function stubFetch(routes: Routes) {
  const sent: SentRequest[] = [];
  const unanswered: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const request = {
      method,
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (route) return route({ ...request, url });
    unanswered.push(`${method} ${url.pathname}`);
    return errorReply('NOT_FOUND', 'Not found');
  });
  return {
    sent,
    unanswered,
    /** The bodies sent to METHOD PATH, in order. */
    bodiesTo: (method: string, path: string) =>
      sent.filter((request) => request.method === method && request.path === path).map((request) => request.body),
  };
}
