import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { followMailedLink, PASSWORD, signIn, signUpAndVerify, uniqueEmail } from './helpers.ts';

test('sign up in the dialog, follow the e-mailed link, arrive on the dashboard', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/sign-up');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('First name').fill('Amara');
  await dialog.getByLabel('Last name').fill('Okafor');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm password').fill('different');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Show password' }).first().click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  const checkEmail = page.getByRole('dialog', { name: 'Check Your Email' });
  await expect(checkEmail.getByText('Account created successfully')).toBeVisible();
  await expect(checkEmail.getByText('Hi Amara!')).toBeVisible();
  await expect(checkEmail.getByText(email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await checkEmail.getByRole('button', { name: 'Got it!' }).click();

  await page.goto('/check-email');
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('Hi Amara!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await followMailedLink(page, email, '/verify');
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page.getByText("Your email has been verified and you're now logged in.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL('/dashboard', { timeout: 5_000 });

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Amara' })).toHaveAttribute('href', '/dashboard');
});

test('signing in before verifying goes to Check Your Email', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/sign-up');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Ben');
  await dialog.getByLabel('Last name').fill('Lee');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Got it!' }).click();
  await page.evaluate(() => sessionStorage.clear());

  await signIn(page, email).catch(() => {});
  await expect(page).toHaveURL('/check-email');
  await expect(page.getByText('Hi there!')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test('a wrong password shows the generic failure in the dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(uniqueEmail('nobody'));
  await dialog.getByLabel('Password', { exact: true }).fill('not-a-real-password');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
});

test('forgot password, reset from the e-mail, sign in with the new password', async ({ page }) => {
  const email = uniqueEmail();
  await signUpAndVerify(page, email);
  await page.context().clearCookies();

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('Password reset instructions sent')).toBeVisible();
  await expect(page.getByText('The link expires in 1 hour.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await followMailedLink(page, email, '/reset-password');
  await expect(page.getByText('At least 8 characters long')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-long-phrase');
  await page.getByLabel('Confirm new password').fill('a-brand-new-long-phrase');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successfully!' })).toBeVisible();
  await expect(page).toHaveURL('/dashboard', { timeout: 5_000 });

  await page.context().clearCookies();
  await signIn(page, email, 'a-brand-new-long-phrase');
  await expect(page.getByRole('link', { name: 'Amara' })).toBeVisible();
});

test('a reset page without a token goes to Forgot Password; a verify page without one says so', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL('/forgot-password');
  await page.goto('/verify');
  await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
  await expect(page.getByText('This verification link is missing required information.')).toBeVisible();
  await page.goto('/verify?token=not-a-real-token');
  await page.getByRole('button', { name: 'Verify My Email' }).click();
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByText('This link is invalid or has already been used.')).toBeVisible();
});

test('T73 verify-no-login-csrf: a signed-in parent keeps their own session on another account’s link; their used link says already verified', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail();
  await signUpAndVerify(page, email);

  // Someone else signs up in their own browser and sends the parent their verification link.
  const attackerEmail = uniqueEmail('attacker');
  const attacker = await browser.newContext();
  const origin = new URL(page.url()).origin;
  const signedUp = await attacker.request.post(`${origin}/api/auth/register`, {
    headers: { origin, 'x-forwarded-for': '10.99.99.99' },
    data: {
      firstName: 'Mallory',
      lastName: 'Smith',
      email: attackerEmail,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(signedUp.status()).toBe(200);
  await attacker.close();

  // The parent's own sign-up marker was used up when they verified, so the page waits to be asked.
  await followMailedLink(page, attackerEmail, '/verify');
  await page.getByRole('button', { name: 'Verify My Email' }).click();
  await expect(page.getByRole('heading', { name: 'This Link Is for Another Account' })).toBeVisible();
  await expect(page.getByText('so you are still signed in to your own')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  expect((await (await page.request.get('/api/auth/me')).json()).user.email).toBe(email);

  await followMailedLink(page, email, '/verify');
  await page.getByRole('button', { name: 'Verify My Email' }).click();
  await expect(page.getByRole('heading', { name: 'Already Verified' })).toBeVisible();
  await expect(page.getByText('Your email is already verified.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('my account: edit names, change password, download data, delete the account', async ({ page }) => {
  const email = uniqueEmail();
  await signUpAndVerify(page, email);
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Email address cannot be changed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('First name').fill('Priya');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been updated successfully.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Priya' })).toBeVisible();

  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('another-long-phrase');
  await page.getByLabel('Confirm new password').fill('another-long-phrase');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed successfully.').first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  expect((await download).suggestedFilename()).toBe('safesteps-export.json');

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Password is required to delete account')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Enter your password to confirm').fill('another-long-phrase');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been permanently deleted.').first()).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});
