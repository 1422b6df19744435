/** Every page path of the app; the server answers 404 for any other page path. */
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
  '/privacy',
  '/terms',
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

/**
 * Public pages that are the same for every visitor, with nothing private on them: the build
 * prerenders them (scripts/build-web.ts). To a browser that holds no session the server sends them
 * without Cross-Origin-Opener-Policy, which would cost their first load a new browsing context
 * group, and marks them with NOT_ISOLATED_META; such a document loads every other page afresh, and
 * so isolated (decision 010). Not /popular-topics: its accordion renders style attributes, which
 * the CSP refuses in HTML (React sets them through the DOM on the client, which the CSP allows).
 */
export const PRERENDERED_PAGES: readonly PagePath[] = [
  '/',
  '/safety-skills',
  '/brain-booster',
  '/pricing',
  '/how-it-works',
];

/** The mark in the head of a page that was sent without opener isolation. */
export const NOT_ISOLATED_META = { name: 'opener-isolation', content: 'off' } as const;

export function isPrerenderedPage(pathname: string): boolean {
  return (PRERENDERED_PAGES as readonly string[]).includes(trimTrailingSlash(pathname));
}

export type PagePath = (typeof PUBLIC_PAGES)[number] | (typeof SIGNED_IN_PAGES)[number];

const KNOWN_PAGES = new Set<string>([...PUBLIC_PAGES, ...SIGNED_IN_PAGES]);

export function isKnownPage(pathname: string): boolean {
  return KNOWN_PAGES.has(trimTrailingSlash(pathname));
}

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
