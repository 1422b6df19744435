import { CircleAlert } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** The error's message, a string as is, else FALLBACK (a general apology unless the caller names the failure). */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

export interface ErrorAlertContent {
  /** A heading in the product's own words ("Payment Error"); left out, the description stands alone. */
  title?: string;
  description: string;
}

/** What ErrorAlert shows for ERROR (a query's or mutation's, null while there is none). */
export function alertFor(error: unknown, fallback?: string, title?: string): ErrorAlertContent | null {
  if (error === null || error === undefined) return null;
  return { ...(title ? { title } : {}), description: errorMessage(error, fallback) };
}

/**
 * The one way the web shows a failure that is not about a single field: placed beside the action
 * that failed and announced to screen readers. Field errors sit under their field instead, and
 * toasts are kept for success. Renders nothing without an error.
 */
export function ErrorAlert({ error, className }: { error: ErrorAlertContent | null; className?: string }) {
  if (!error) return null;
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-xl border border-red-7 bg-red-2 p-3 text-left text-red-11',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {error.title ? (
        <div className="flex flex-col gap-0.5">
          <span className="font-bold">{error.title}</span>
          <span>{error.description}</span>
        </div>
      ) : (
        <span className="font-bold">{error.description}</span>
      )}
    </div>
  );
}
