import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-[var(--radius-card)] border border-sand-6 bg-white p-5 shadow-[var(--shadow-card)] sm:p-6',
        className,
      )}
      {...props}
    />
  );
}
