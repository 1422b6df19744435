import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

type Tone = 'premium' | 'neutral' | 'success' | 'warning' | 'info' | 'danger';

const TONES: Record<Tone, string> = {
  premium: 'bg-amber-3 text-amber-12 border-amber-8',
  neutral: 'bg-sand-3 text-sand-11 border-sand-7',
  success: 'bg-grass-3 text-grass-11 border-grass-7',
  warning: 'bg-orange-3 text-orange-12 border-orange-8',
  info: 'bg-iris-3 text-iris-11 border-iris-7',
  danger: 'bg-red-3 text-red-11 border-red-7',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

export function PremiumBadge({ className }: { className?: string }) {
  return (
    <Badge tone="premium" className={className}>
      Premium
    </Badge>
  );
}
