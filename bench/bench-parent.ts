import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../server/app.ts';
import type { Config } from '../server/config.ts';
import type { DatabaseHandle } from '../server/db/client.ts';

const PASSWORD = 'purple-kettle-harbour-42';

export interface BenchParent {
  userId: string;
  learnerId: string;
  /** The session cookie, as a Cookie header and as its parts for a browser. */
  cookie: string;
  session: { name: string; value: string };
}

/**
 * A verified, premium parent with one learner, made through the app's own calls (the plan is set
 * through the billing service, as a payment would). The app must use the e-mail outbox.
 */
export async function benchParent(app: App, config: Config, database: DatabaseHandle): Promise<BenchParent> {
  if (config.mail.kind !== 'outbox') throw new Error('benches read the e-mail outbox');
  const headers = { origin: config.appUrl.origin, 'content-type': 'application/json' };
  const email = 'bench.parent@example.com';
  await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: { firstName: 'Bench', lastName: 'Parent', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  const mail = readdirSync(config.mail.dir).find((file) => file.endsWith('.json')) ?? '';
  const token = /\/verify\?token=([\w%-]+)/.exec(readFileSync(join(config.mail.dir, mail), 'utf8'))?.[1] ?? '';
  const verified = await app.inject({ method: 'GET', url: `/api/auth/verify?token=${token}` });
  const session = verified.cookies.find((entry) => entry.name.endsWith('safesteps_session'));
  if (!session) throw new Error('bench parent not signed in');
  const cookie = `${session.name}=${session.value}`;
  const learner = (
    await app.inject({
      method: 'POST',
      url: '/api/learners',
      headers: { ...headers, cookie },
      payload: { firstName: 'Zara', lastName: 'Okafor', age: 8, country: 'UK' },
    })
  ).json().learner as { id: string } | undefined;
  const user = await database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, email) });
  if (!user || !learner) throw new Error('bench parent not created');
  await app.services.billing.recordSubscription(user.id, {
    status: 'active',
    planType: 'annual',
    currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000),
  });
  return { userId: user.id, learnerId: learner.id, cookie, session: { name: session.name, value: session.value } };
}
