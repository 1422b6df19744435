import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** The banner on every demo payment page: nobody should wonder whether money moved. */
export function TestModeNotice({ children, className = 'mb-6' }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        'flex items-start gap-3 rounded-2xl border-2 border-amber-7 bg-amber-2 px-4 py-3 text-left text-amber-12',
        className,
      )}
    >
      <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
