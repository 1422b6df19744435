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
 * prerenders them (scripts/build-web.ts) and the server sends that HTML, which the client hydrates.
 * Not /popular-topics: its accordion renders style attributes, which the CSP refuses in HTML
 * (React sets them through the DOM on the client, which the CSP allows).
 */
export const PRERENDERED_PAGES: readonly PagePath[] = [
  '/',
  '/safety-skills',
  '/brain-booster',
  '/pricing',
  '/how-it-works',
];

/** The file, under dist/web/prerendered, that the build writes a prerendered page to and the server reads. */
export function prerenderedFileName(path: PagePath): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

export type PagePath = (typeof PUBLIC_PAGES)[number] | (typeof SIGNED_IN_PAGES)[number];

/**
 * Older addresses of pages that live elsewhere now. They are not pages: the server answers each
 * with a permanent redirect to the page it meant.
 */
export const MOVED_PAGES: Readonly<Record<string, PagePath>> = {
  '/personal-safety-menu': '/safety-skills',
  '/personal-quiz': '/personal-info-recall',
};

const KNOWN_PAGES = new Set<string>([...PUBLIC_PAGES, ...SIGNED_IN_PAGES]);

/** The page PATHNAME names ("/dashboard/" is "/dashboard"), if it is one. */
export function pagePathOf(pathname: string): PagePath | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN_PAGES.has(trimmed) ? (trimmed as PagePath) : undefined;
}

/** A child's own space, one per learner: /play/<learner id>. */
export const CHILD_SPACE_PATH = '/play';
const CHILD_SPACE_PAGE = /^\/play\/[A-Za-z0-9-]{1,64}$/;

export function childSpacePath(learnerId: string): string {
  return `${CHILD_SPACE_PATH}/${encodeURIComponent(learnerId)}`;
}

/** Whether PATHNAME is a page: one of the list, or a child's space. */
export function isKnownPage(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pagePathOf(pathname) !== undefined || CHILD_SPACE_PAGE.test(trimmed);
}
