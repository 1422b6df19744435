import { CircleAlert } from 'lucide-react';

/** The error's message, a string as is, else a general apology. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string') return error;
  return 'An unexpected error occurred';
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-red-7 bg-red-2 p-3 text-left text-red-11"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span className="font-bold">{message}</span>
    </div>
  );
}
