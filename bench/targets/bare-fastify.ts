/** The reference for the health check: Fastify with one route and nothing else. */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { announceReady } from '../targets.ts';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: 0 });
announceReady({ port: (app.server.address() as AddressInfo).port }, () => app.close());
