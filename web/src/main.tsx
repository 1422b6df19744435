import '@/styles/app.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, loadPage } from '@/app/router.tsx';
import { loadShellParts } from '@/app/shell.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

// Dialogs lock scrolling with a <style> tag; the server's per-response nonce lets it pass the CSP.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// entry-prerender.tsx renders this same tree, with the address fixed, for the prerendered pages.
const app = (
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

if (root.hasChildNodes()) {
  // A prerendered page (scripts/build-web.ts). Its lazy parts load first so that every part
  // hydrates at once, before any answer from the API could make one render differently from
  // the signed-out, not-yet-known markup it was prerendered with. They are fetched together, each
  // runs in a task of its own as it arrives, and hydration in a transition yields to the browser
  // every few milliseconds: no one task holds the main thread for long.
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  void Promise.all([loadPage(window.location.pathname), loadShellParts()])
    .then(nextTask)
    .then(() =>
      startTransition(() => {
        hydrateRoot(root, app);
      }),
    );
} else {
  createRoot(root).render(app);
}
