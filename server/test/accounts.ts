import { sql } from 'drizzle-orm';
import { type OutboxEntry, readOutboxDir } from '../adapters/mail/outbox-mailer.ts';
import { users } from '../db/schema.ts';
import { sameOrigin, type TestApp } from './test-app.ts';

export const STRONG_PASSWORD = 'purple-kettle-harbour-42';

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-22T10:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

/** Every message in the app's outbox, oldest first, once the mail queued so far has been sent. */
export async function readOutbox(testApp: TestApp): Promise<OutboxEntry[]> {
  await testApp.app.services.mailQueue.idle();
  const config = testApp.config;
  if (config.mail.kind !== 'outbox') throw new Error('not an outbox');
  return readOutboxDir(config.mail.dir);
}

export async function mailTo(testApp: TestApp, to: string): Promise<OutboxEntry[]> {
  return (await readOutbox(testApp)).filter((entry) => entry.to === to);
}

/** The token of the newest link to PATH in an e-mail to the address. */
export async function latestToken(testApp: TestApp, to: string, path: '/verify' | '/reset-password'): Promise<string> {
  const messages = await mailTo(testApp, to);
  for (const message of messages.reverse()) {
    const match = new RegExp(`${path}\\?token=([\\w%-]+)`).exec(message.text);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

export function cookieFrom(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((entry) => entry.name.endsWith('safesteps_session'));
  if (!cookie) throw new Error('no session cookie set');
  return `${cookie.name}=${cookie.value}`;
}

/** The sign-up marker a registration left in its browser, as a cookie header. */
export function signUpMarkerFrom(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((entry) => entry.name.endsWith('safesteps_signup'));
  if (!cookie) throw new Error('no sign-up marker set');
  return `${cookie.name}=${cookie.value}`;
}

/** Each call from its own address, so per-address limits only bite in the tests about them. */
export function randomIp(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
}

let counter = 0;
export function uniqueEmail(label = 'parent'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

export async function register(testApp: TestApp, email: string, password = STRONG_PASSWORD, firstName = 'Amara') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: sameOrigin,
    remoteAddress: randomIp(),
    payload: { firstName, lastName: 'Okafor', email, password, confirmPassword: password },
  });
}

export async function login(testApp: TestApp, email: string, password = STRONG_PASSWORD, cookie?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: cookie ? { ...sameOrigin, cookie } : sameOrigin,
    remoteAddress: randomIp(),
    payload: { email, password },
  });
}

/** Registers, follows the e-mailed link in the same browser and answers with the signed-in cookie. */
export async function signUpVerified(
  testApp: TestApp,
  email = uniqueEmail(),
  password = STRONG_PASSWORD,
): Promise<string> {
  const registered = await register(testApp, email, password);
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  const token = await latestToken(testApp, email, '/verify');
  const verified = await verifyWith(testApp, token, signUpMarkerFrom(registered));
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return cookieFrom(verified);
}

/** What the verify page does with a link's token: posts it, from the site itself, with the browser's cookie if any. */
export function verifyWith(testApp: TestApp, token: string, cookie?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    headers: cookie ? { ...sameOrigin, cookie } : sameOrigin,
    remoteAddress: randomIp(),
    payload: { token },
  });
}

export interface TestParent {
  cookie: string;
  userId: string;
  email: string;
}

/** A verified, signed-in parent; premium is granted through the billing service, as a payment would. */
export async function signUpParent(
  testApp: TestApp,
  plan: 'free' | 'premium' = 'free',
  now = new Date(),
): Promise<TestParent> {
  const email = uniqueEmail();
  const cookie = await signUpVerified(testApp, email);
  const [user] = await testApp.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  if (!user) throw new Error('no user');
  if (plan === 'premium') {
    await testApp.app.services.billing.recordSubscription(user.id, {
      status: 'active',
      planType: 'annual',
      currentPeriodEnd: new Date(now.getTime() + 365 * 24 * 3600 * 1000),
    });
  }
  return { cookie, userId: user.id, email };
}

/** An API call from a signed-in parent's browser: same origin, their cookie, JSON when there is a body. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function callAs(testApp: TestApp, who: { cookie: string }, method: ApiMethod, url: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers:
      payload === undefined ? { origin: sameOrigin.origin, cookie: who.cookie } : { ...sameOrigin, cookie: who.cookie },
    payload: payload as object,
  });
}

/** A premium parent with one learner (Zara, 8, UK): what most cross-cutting suites start from. */
export async function premiumParentWithLearner(testApp: TestApp): Promise<{ parent: TestParent; learnerId: string }> {
  const parent = await signUpParent(testApp, 'premium');
  const created = await callAs(testApp, parent, 'POST', '/api/learners', {
    firstName: 'Zara',
    lastName: 'Okafor',
    age: 8,
    country: 'UK',
  });
  return { parent, learnerId: created.json().learner.id as string };
}
