/** SafeSteps itself, the whole stack, as `npm start` serves it. */
import type { AddressInfo } from 'node:net';
import { announceReady } from '../targets.ts';
import { seededApp } from './seeded-app.ts';

const { app, parent, quizIds, close } = await seededApp(process.env);
await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
announceReady({ port: (app.server.address() as AddressInfo).port, cookie: parent.cookie, quizIds }, close);
