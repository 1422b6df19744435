import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { Card } from './card.tsx';
import { Page } from './page.tsx';

type Tone = 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<Tone, string> = {
  info: 'bg-iris-3 text-iris-11',
  success: 'bg-grass-3 text-grass-11',
  warning: 'bg-amber-3 text-amber-12',
  danger: 'bg-red-3 text-red-11',
};

/** A centred card with an icon, a title and what to do next: the shape of every "status" page. */
export function StatusCard({
  icon: Icon,
  tone = 'info',
  title,
  children,
  actions,
  isBusy = false,
}: {
  icon: LucideIcon;
  /** Turns the icon slowly, for "working on it" states (not for people who asked for less motion). */
  isBusy?: boolean;
  tone?: Tone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Page width="narrow">
      <title>{`${title} — SafeSteps`}</title>
      <Card className="mt-6 flex flex-col items-center gap-4 px-6 py-10 text-center">
        <span className={cn('flex size-16 items-center justify-center rounded-full', TONES[tone])} aria-hidden="true">
          <Icon className={cn('size-8', isBusy && 'motion-safe:animate-spin')} />
        </span>
        <h1 className="font-display text-3xl font-semibold">{title}</h1>
        {children ? <div className="flex max-w-[44ch] flex-col gap-3 text-lg text-sand-11">{children}</div> : null}
        {actions ? (
          <div className="mt-2 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div>
        ) : null}
      </Card>
    </Page>
  );
}
