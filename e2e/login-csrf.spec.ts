import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { mailedLink, signUp, uniqueEmail } from './helpers.ts';

test('T84 verify-only-asking-browser: a signed-out browser following another account’s link is not signed in; the signing-up browser is', async ({
  page,
  browser,
}) => {
  // An attacker signs up in their own browser and sends their verification link to a parent.
  const attackerEmail = uniqueEmail('attacker');
  await signUp(page, attackerEmail, 'Mallory');
  const attackerLink = await mailedLink(page, attackerEmail, '/verify');

  const victim = await browser.newContext();
  const victimPage = await victim.newPage();
  const verifyCalls: string[] = [];
  victimPage.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/verify') verifyCalls.push(request.method());
  });
  await victimPage.goto(attackerLink);
  await expect(victimPage.getByRole('heading', { name: 'Confirm Your Email' })).toBeVisible();
  await expectNoSeriousA11yViolations(victimPage);
  // Opening the page sent nothing: the link alone changes nothing in this browser.
  expect(verifyCalls).toEqual([]);
  expect((await victimPage.request.get('/api/auth/me')).status()).toBe(401);

  // Even pressed, the link verifies the address and signs this browser in to nothing.
  await victimPage.getByRole('button', { name: 'Verify My Email' }).click();
  await expect(victimPage.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(victimPage.getByText('Your email is verified — sign in to continue.')).toBeVisible();
  await expectNoSeriousA11yViolations(victimPage);
  expect(verifyCalls).toEqual(['POST']);
  expect((await victimPage.request.get('/api/auth/me')).status()).toBe(401);
  expect((await victim.cookies()).map((cookie) => cookie.name)).not.toContain('safesteps_session');
  await victimPage.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const dialog = victimPage.getByRole('dialog');
  await expect(dialog.getByLabel('Email')).toHaveValue(attackerEmail);
  await victim.close();

  // The parent signs up in their own browser and opens their link there: signed in, as the page says.
  const parent = await browser.newContext();
  const parentPage = await parent.newPage();
  const parentEmail = uniqueEmail('parent');
  await signUp(parentPage, parentEmail);
  await parentPage.goto(await mailedLink(parentPage, parentEmail, '/verify'));
  await expect(parentPage.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(parentPage.getByText("Your email has been verified and you're now logged in.")).toBeVisible();
  const me = await parentPage.request.get('/api/auth/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).user.email).toBe(parentEmail);
  await expect(parentPage).toHaveURL('/dashboard', { timeout: 5_000 });
  await parent.close();
});
