/** Every page path of SPEC section 2; the server answers 404 for any other page path. */
export const PUBLIC_PAGES = [
  '/',
  '/safety-skills',
  '/brain-booster',
  '/popular-topics',
  '/pricing',
  '/payment-success',
  '/payment-cancelled',
  '/how-it-works',
  '/contact',
  '/check-email',
  '/verify',
  '/forgot-password',
  '/reset-password',
  '/sign-up',
] as const;

export const SIGNED_IN_PAGES = [
  '/dashboard',
  '/popular-topic-quiz',
  '/personal-safety-menu',
  '/personal-quiz',
  '/personal-info-recall',
  '/general-safety',
  '/digital-safety',
  '/health-hygiene',
  '/custom-quiz',
  '/quiz-history',
  '/my-account',
  // The demo checkout and portal (no payment provider configured); with Stripe they are not linked to.
  '/demo-checkout',
  '/demo-portal',
] as const;

export type PagePath = (typeof PUBLIC_PAGES)[number] | (typeof SIGNED_IN_PAGES)[number];

const KNOWN_PAGES = new Set<string>([...PUBLIC_PAGES, ...SIGNED_IN_PAGES]);

export function isKnownPage(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN_PAGES.has(trimmed);
}
