/**
 * The prerender build's entry (scripts/build-web.ts): renders a public page to HTML at build time,
 * as a signed-out visitor whose session is not known yet and with no answer from the API, so the
 * browser's first render of main.tsx produces the same markup and hydrates it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '@/app/router.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

/** The page's markup for inside #root, once every lazy part of it has loaded. */
export async function renderPage(path: string): Promise<string> {
  const errors: unknown[] = [];
  // The same tree as main.tsx, with the address fixed instead of read from the browser.
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary in place: a large one is otherwise sent apart with an inline script to
      // move it, which the Content-Security-Policy (script-src 'self') would block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`);
  return html;
}
