import { CHILD_SPACE_PATH, type PagePath, pagePathOf } from '@contract/routes.ts';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '@/ui/spinner.tsx';
import { Shell } from './shell.tsx';

// Each page's code loads when its route is first visited; the declarative router keeps the first load small.
// Keyed by the contract's page list: a page missing here, or one not in the list, does not compile.
const pageModules: Record<PagePath, () => Promise<{ default: ComponentType }>> = {
  '/': () => import('../features/home/components/home-page.tsx'),
  '/safety-skills': () => import('../features/safety/components/safety-skills-page.tsx'),
  '/brain-booster': () => import('../features/brain-booster/components/brain-booster-page.tsx'),
  '/popular-topics': () => import('../features/brain-booster/components/popular-topics-page.tsx'),
  '/pricing': () => import('../features/billing/components/pricing-page.tsx'),
  '/how-it-works': () => import('../features/info/components/how-it-works-page.tsx'),
  '/contact': () => import('../features/info/components/contact-page.tsx'),
  '/privacy': () => import('../features/legal/components/privacy-page.tsx'),
  '/terms': () => import('../features/legal/components/terms-page.tsx'),
  '/payment-cancelled': () => import('../features/billing/components/payment-cancelled-page.tsx'),
  '/payment-success': () => import('../features/billing/components/payment-success-page.tsx'),
  '/demo-checkout': () => import('../features/billing/components/demo-checkout-page.tsx'),
  '/demo-portal': () => import('../features/billing/components/demo-portal-page.tsx'),
  '/sign-up': () => import('../features/auth/components/sign-up-page.tsx'),
  '/check-email': () => import('../features/auth/components/check-email-page.tsx'),
  '/verify': () => import('../features/auth/components/verify-page.tsx'),
  '/forgot-password': () => import('../features/auth/components/forgot-password-page.tsx'),
  '/reset-password': () => import('../features/auth/components/reset-password-page.tsx'),
  '/my-account': () => import('../features/account/components/my-account-page.tsx'),
  '/quiz-history': () => import('../features/progress/components/quiz-history-page.tsx'),
  '/dashboard': () => import('../features/dashboard/components/dashboard-page.tsx'),
  '/personal-info-recall': () => import('../features/quiz/components/safety-quiz-page.tsx'),
  '/general-safety': () => import('../features/quiz/components/safety-quiz-page.tsx'),
  '/digital-safety': () => import('../features/quiz/components/safety-quiz-page.tsx'),
  '/health-hygiene': () => import('../features/quiz/components/safety-quiz-page.tsx'),
  '/custom-quiz': () => import('../features/quiz/components/brain-booster-quiz-page.tsx'),
  '/popular-topic-quiz': () => import('../features/quiz/components/brain-booster-quiz-page.tsx'),
};

const pages = Object.fromEntries(Object.entries(pageModules).map(([path, load]) => [path, lazy(load)]));

/** Loads a page's code, so a prerendered page is hydrated with its code at hand (see main.tsx). */
export function loadPage(pathname: string): Promise<unknown> {
  const page = pagePathOf(pathname);
  return page ? pageModules[page]() : Promise.resolve();
}
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));
// A child's own space fills the screen: no shell, so no parent link is within a child's reach.
const ChildSpacePage = lazy(() => import('../features/play/components/child-space-page.tsx'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        {Object.entries(pages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        path={`${CHILD_SPACE_PATH}/:learnerId`}
        element={
          <Suspense fallback={<PageSpinner />}>
            <ChildSpacePage />
          </Suspense>
        }
      />
    </Routes>
  );
}
