import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useAuthDialog } from '@/lib/auth-dialog-store.ts';
import { useIsChildMode } from '@/ui/child-mode.ts';
import { ErrorBoundary } from '@/ui/error-boundary.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { useCurrentToast } from '@/ui/toast-store.ts';
import { Logo } from './logo.tsx';
import { PageProblem } from './page-problem.tsx';

// Loaded after the first paint or on first use, so the landing page ships only what it shows.
const loadAccountButton = () => import('./account-button.tsx');
const AccountButton = lazy(loadAccountButton);
const SideMenu = lazy(() => import('./side-menu.tsx'));
const AuthDialog = lazy(() => import('../features/auth/components/auth-dialog.tsx'));
const Toaster = lazy(() => import('@/ui/toaster.tsx'));

/** The lazy parts that a prerendered page already shows, for main.tsx to load before hydrating. */
export function loadShellParts(): Promise<unknown> {
  return loadAccountButton();
}

export function Shell() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const authDialog = useAuthDialog();
  const [authDialogUsed, setAuthDialogUsed] = useState(false);
  if (authDialog.open && !authDialogUsed) setAuthDialogUsed(true);
  const currentToast = useCurrentToast();
  const isChildMode = useIsChildMode();
  // A new page starts at the top; the first one stays where the reader is (a prerendered page
  // can be scrolled before it hydrates, and a reload keeps its place).
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-3 font-bold focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <header className="mx-auto flex w-full max-w-[1120px] items-center gap-2 px-3 pt-3 sm:px-6">
        {isChildMode ? (
          // A child at play has no way into the parent's pages; the player's Grown-ups exit leads out.
          <span className="flex min-h-12 items-center px-1">
            <Logo />
          </span>
        ) : (
          <>
            <button
              type="button"
              onClick={() => {
                setMenuUsed(true);
                setMenuOpen(true);
              }}
              className="flex size-12 items-center justify-center rounded-full text-sand-12 hover:bg-sand-4"
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
            >
              <Menu className="size-7" aria-hidden="true" />
            </button>
            <Link
              to="/"
              className="flex min-h-12 items-center rounded-full px-1 no-underline"
              aria-label="SafeSteps home"
            >
              <Logo />
            </Link>
            {pathname !== '/dashboard' ? (
              <div className="fixed right-3 top-3 z-30 sm:right-6">
                <Suspense fallback={<span className="block h-12 w-28" aria-hidden="true" />}>
                  <AccountButton />
                </Suspense>
              </div>
            ) : null}
          </>
        )}
      </header>
      {/* The footer arrives with the page: shown before it, it would sit at the foot of the screen
          and jump down when the page's code had loaded (Lighthouse counted that shift). */}
      <Suspense
        fallback={
          <main id="main" className="flex-1">
            <PageSpinner />
          </main>
        }
      >
        <main id="main" className="flex-1">
          <ErrorBoundary key={pathname} fallback={() => <PageProblem />}>
            <Outlet />
          </ErrorBoundary>
        </main>
        <footer className="border-t border-sand-5 bg-sand-1" hidden={isChildMode}>
          <div className="mx-auto flex w-full max-w-[1120px] flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-6 text-sm text-sand-11 sm:px-6">
            <p>SafeSteps — safety skills and learning for children aged 4 to 16.</p>
            <nav aria-label="Footer" className="flex flex-wrap gap-x-4">
              <Link to="/how-it-works" className="inline-flex min-h-12 items-center text-sand-11">
                How It Works
              </Link>
              <Link to="/pricing" className="inline-flex min-h-12 items-center text-sand-11">
                Pricing
              </Link>
              <Link to="/contact" className="inline-flex min-h-12 items-center text-sand-11">
                Contact Us
              </Link>
              <Link to="/privacy" className="inline-flex min-h-12 items-center text-sand-11">
                Privacy
              </Link>
              <Link to="/terms" className="inline-flex min-h-12 items-center text-sand-11">
                Terms
              </Link>
            </nav>
          </div>
        </footer>
      </Suspense>
      <Suspense fallback={null}>
        {menuUsed ? <SideMenu open={menuOpen} onOpenChange={setMenuOpen} /> : null}
        {authDialogUsed ? <AuthDialog /> : null}
        {currentToast ? <Toaster message={currentToast} /> : null}
      </Suspense>
    </div>
  );
}
