import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { SIGNED_IN_PAGES } from '../../../contract/routes.ts';
import { Shell } from './shell.tsx';

// Each page's code loads when its route is first visited; the declarative router keeps the first load small.
const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  '/': lazy(() => import('../features/home/components/home-page.tsx')),
  '/safety-skills': lazy(() => import('../features/safety/components/safety-skills-page.tsx')),
  '/brain-booster': lazy(() => import('../features/brain-booster/components/brain-booster-page.tsx')),
  '/popular-topics': lazy(() => import('../features/brain-booster/components/popular-topics-page.tsx')),
  '/pricing': lazy(() => import('../features/pricing/components/pricing-page.tsx')),
  '/how-it-works': lazy(() => import('../features/info/components/how-it-works-page.tsx')),
  '/contact': lazy(() => import('../features/info/components/contact-page.tsx')),
  '/payment-cancelled': lazy(() => import('../features/payments/components/payment-cancelled-page.tsx')),
  '/payment-success': lazy(() => import('../features/payments/components/payment-success-page.tsx')),
  '/demo-checkout': lazy(() => import('../features/billing/components/demo-checkout-page.tsx')),
  '/demo-portal': lazy(() => import('../features/billing/components/demo-portal-page.tsx')),
  '/sign-up': lazy(() => import('../features/auth/components/sign-up-page.tsx')),
  '/check-email': lazy(() => import('../features/auth/components/check-email-page.tsx')),
  '/verify': lazy(() => import('../features/auth/components/verify-page.tsx')),
  '/forgot-password': lazy(() => import('../features/auth/components/forgot-password-page.tsx')),
  '/reset-password': lazy(() => import('../features/auth/components/reset-password-page.tsx')),
  '/my-account': lazy(() => import('../features/account/components/my-account-page.tsx')),
  '/quiz-history': lazy(() => import('../features/progress/components/quiz-history-page.tsx')),
  '/dashboard': lazy(() => import('../features/dashboard/components/dashboard-page.tsx')),
  '/personal-info-recall': lazy(() => import('../features/quiz/components/safety-quiz-page.tsx')),
  '/general-safety': lazy(() => import('../features/quiz/components/safety-quiz-page.tsx')),
  '/digital-safety': lazy(() => import('../features/quiz/components/safety-quiz-page.tsx')),
  '/health-hygiene': lazy(() => import('../features/quiz/components/safety-quiz-page.tsx')),
  '/custom-quiz': lazy(() => import('../features/quiz/components/brain-booster-quiz-page.tsx')),
  '/popular-topic-quiz': lazy(() => import('../features/quiz/components/brain-booster-quiz-page.tsx')),
};

const SignedInPage = lazy(() => import('../features/auth/components/signed-in-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        {Object.entries(pages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {SIGNED_IN_PAGES.filter((path) => !(path in pages)).map((path) => (
          <Route key={path} path={path} element={<SignedInPage />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
