import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing in for a third party (Stripe, a language model): it hands each
 * request's whole body to HANDLE and listens on a free port.
 */
export async function startFakeServer(
  handle: (request: IncomingMessage, rawBody: string, response: ServerResponse) => Promise<void> | void,
): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    let rawBody = '';
    request.on('data', (part) => {
      rawBody += part;
    });
    request.on('end', () => void handle(request, rawBody, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
