import type { PublicUser } from '@contract/auth.ts';
import type { PremiumStatus } from '@contract/billing.ts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, type Routes, reply, stubFetch } from '@/test/fetch-stub.ts';
import { renderInApp } from '@/test/render.tsx';
import MyAccountPage from './my-account-page.tsx';

const PARENT: PublicUser = { firstName: 'Alex', lastName: 'Parent', email: 'alex@example.com' };

function premiumUntil(paidUntil: string, endsAtPeriodEnd: boolean): Routes {
  const status: PremiumStatus = { hasPremium: true, planType: 'monthly', paidUntil, endsAtPeriodEnd };
  return {
    'GET /api/auth/me': () => reply({ user: PARENT }),
    'GET /api/premium/status': () => reply(status),
  };
}

const alertText = async () => (await screen.findByRole('alert')).textContent;

describe('My Account', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['NO_SUBSCRIPTION', 'No subscription foundPlease contact support for assistance with your subscription.'],
    ['NO_CUSTOMER', 'Customer not foundPlease contact support for assistance.'],
  ] as const)('tells %s from Manage Subscription beside its button on My Account', async (code, shown) => {
    stubFetch({
      ...premiumUntil('2026-12-27T10:00:00.000Z', false),
      'POST /api/stripe/create-portal-session': () => errorReply(code, 'refused'),
    });
    renderInApp(<MyAccountPage />, { path: '/my-account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Subscription' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(shown);
    expect(alert.previousElementSibling?.textContent).toBe('Manage Subscription');
  });

  it('shows any other portal failure as “Error” with the server’s message', async () => {
    stubFetch({
      ...premiumUntil('2026-12-27T10:00:00.000Z', false),
      'POST /api/stripe/create-portal-session': () => errorReply('SERVICE_UNAVAILABLE', 'Try again in a minute.'),
    });
    renderInApp(<MyAccountPage />, { path: '/my-account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Subscription' }));

    expect(await alertText()).toBe('ErrorTry again in a minute.');
  });

  it('says when a cancelled plan ends, and when a running one renews, with the month in full', async () => {
    const paidUntil = new Date(2026, 11, 27, 12).toISOString();
    stubFetch(premiumUntil(paidUntil, true));
    renderInApp(<MyAccountPage />, { path: '/my-account' });
    expect(await screen.findByText('Premium until 27 December 2026')).toBeTruthy();
    cleanup();

    stubFetch(premiumUntil(paidUntil, false));
    renderInApp(<MyAccountPage />, { path: '/my-account' });
    expect((await screen.findByText('Renews on')).nextElementSibling?.textContent).toBe('27 December 2026');
  });
});
