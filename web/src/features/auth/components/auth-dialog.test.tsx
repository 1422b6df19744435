import { AUTH_MESSAGES, type LoginResponse, type PublicUser, type RegisterResponse } from '@contract/auth.ts';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAuthDialog, openAuthDialog } from '@/lib/auth-dialog-store.ts';
import { errorReply, reply, stubFetch } from '@/test/fetch-stub.ts';
import { fieldError } from '@/test/field-error.ts';
import { renderInApp } from '@/test/render.tsx';
import AuthDialog from './auth-dialog.tsx';

const PARENT: PublicUser = { firstName: 'Alex', lastName: 'Parent', email: 'alex@example.com' };

function open(tab: 'sign-in' | 'sign-up', onSignedIn?: () => void) {
  act(() => openAuthDialog(tab, { onSignedIn }));
  renderInApp(<AuthDialog />);
  return userEvent.setup();
}

describe('the sign-in form', () => {
  afterEach(() => {
    cleanup();
    act(() => closeAuthDialog());
    vi.unstubAllGlobals();
  });

  it('says what is missing, in the contract’s words, and sends nothing', async () => {
    const server = stubFetch({});
    const user = open('sign-in');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(fieldError('Email')).toBe(AUTH_MESSAGES.emailInvalid));
    expect(fieldError('Password')).toBe(AUTH_MESSAGES.passwordRequired);
    expect(server.sent).toEqual([]);
  });

  it('shows the server’s refusal', async () => {
    const server = stubFetch({
      'POST /api/auth/login': () => errorReply('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials),
    });
    const user = open('sign-in');

    await user.type(screen.getByLabelText('Email'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(server.bodiesTo('POST', '/api/auth/login')).toEqual([
      { email: 'alex@example.com', password: 'wrong password' },
    ]);
  });

  it('signs in, closes, and runs what was waiting for the sign-in', async () => {
    const server = stubFetch({
      'POST /api/auth/login': () => reply({ user: PARENT } satisfies LoginResponse),
    });
    const onSignedIn = vi.fn();
    const user = open('sign-in', onSignedIn);

    await user.type(screen.getByLabelText('Email'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.unanswered).toEqual([]);
  });
});

describe('the sign-up form', () => {
  afterEach(() => {
    cleanup();
    act(() => closeAuthDialog());
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('says what each empty field needs, in the contract’s words', async () => {
    const server = stubFetch({});
    const user = open('sign-up');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(fieldError('First name')).toBe(AUTH_MESSAGES.firstNameRequired));
    expect(fieldError('Last name')).toBe(AUTH_MESSAGES.lastNameRequired);
    expect(fieldError('Email')).toBe(AUTH_MESSAGES.emailInvalid);
    expect(fieldError('Password')).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(fieldError('Confirm password')).toBe(AUTH_MESSAGES.confirmRequired);
    expect(server.sent).toEqual([]);
  });

  it('refuses a short password and a confirmation that does not match', async () => {
    stubFetch({});
    const user = open('sign-up');

    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(fieldError('Password')).toBe(AUTH_MESSAGES.passwordTooShort));
    expect(fieldError('Confirm password')).toBe(AUTH_MESSAGES.passwordsDoNotMatch);
  });

  it('creates the account and says to check the email', async () => {
    const server = stubFetch({
      'POST /api/auth/register': () =>
        reply(
          {
            requiresVerification: true,
            email: 'alex@example.com',
            message: AUTH_MESSAGES.registered,
          } satisfies RegisterResponse,
          201,
        ),
    });
    const user = open('sign-up');

    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Last name'), 'Parent');
    await user.type(screen.getByLabelText('Email'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText('alex@example.com')).toBeTruthy();
    expect(server.bodiesTo('POST', '/api/auth/register')).toEqual([
      {
        firstName: 'Alex',
        lastName: 'Parent',
        email: 'alex@example.com',
        password: 'a long passphrase',
        confirmPassword: 'a long passphrase',
      },
    ]);
  });
});
