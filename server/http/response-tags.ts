import type { FastifyInstance } from 'fastify';

/**
 * Every answer names its request id, so a user's report can be matched to the log. Once the server
 * is closing, keep-alive connections that finish a request are closed, so the drain ends promptly.
 */
export function registerResponseTags(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });
}
