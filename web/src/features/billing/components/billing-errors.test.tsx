import type { PublicUser } from '@contract/auth.ts';
import type { PremiumStatus } from '@contract/billing.ts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, type Routes, reply, stubFetch } from '@/test/fetch-stub.ts';
import { renderInApp } from '@/test/render.tsx';
import { useCurrentToast } from '@/ui/toast-store.ts';
import PricingPage from './pricing-page.tsx';

const PARENT: PublicUser = { firstName: 'Alex', lastName: 'Parent', email: 'alex@example.com' };
const FREE: PremiumStatus = { hasPremium: false, planType: null, paidUntil: null, endsAtPeriodEnd: false };

function signedIn(status: PremiumStatus): Routes {
  return {
    'GET /api/auth/me': () => reply({ user: PARENT }),
    'GET /api/premium/status': () => reply(status),
    'GET /api/site': () => reply({ contactEmail: 'help@example.com', customQuizzesAvailable: true }),
    'GET /api/stripe/config': () =>
      reply({ prices: { monthly: 'price_monthly', annual: 'price_annual' }, testMode: false }),
  };
}

/** Whatever toast is showing, as the app's shell would read it. */
function ToastProbe() {
  const toast = useCurrentToast();
  return toast ? <output aria-label="toast">{toast.title}</output> : null;
}

const alertText = async () => (await screen.findByRole('alert')).textContent;

describe('the pricing page’s failures', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a failed upgrade under the plans as “Payment Error” with the server’s words, not as a toast', async () => {
    stubFetch({
      ...signedIn(FREE),
      'POST /api/stripe/create-checkout': () =>
        errorReply('SERVICE_UNAVAILABLE', 'Our payment provider is not answering right now.'),
    });
    renderInApp(
      <>
        <PricingPage />
        <ToastProbe />
      </>,
      { path: '/pricing' },
    );
    const premium = within(await screen.findByRole('region', { name: 'Premium' }));
    await userEvent.click(await premium.findByRole('button', { name: 'Upgrade' }));

    expect(await alertText()).toBe('Payment ErrorOur payment provider is not answering right now.');
    expect(screen.queryByRole('status', { name: 'toast' })).toBeNull();
  });

  it('asks a parent whose sign-in lapsed to log in, in the “Authentication Required” alert', async () => {
    stubFetch({
      ...signedIn(FREE),
      'POST /api/stripe/create-checkout': () => errorReply('UNAUTHORIZED', 'Please sign in to continue.'),
    });
    renderInApp(<PricingPage />, { path: '/pricing' });
    const annual = within(await screen.findByRole('region', { name: 'Annual' }));
    await userEvent.click(await annual.findByRole('button', { name: 'Upgrade' }));

    expect(await alertText()).toBe('Authentication RequiredPlease log in to upgrade your account');
  });

  it('says the prices could not be loaded', async () => {
    stubFetch({ ...signedIn(FREE), 'GET /api/stripe/config': () => errorReply('INTERNAL', 'boom') });
    renderInApp(<PricingPage />, { path: '/pricing' });

    expect(await alertText()).toBe('Failed to load pricing configuration');
  });
});
