import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';

/** The page frame: a readable column with a heading block. */
export function Page({
  children,
  width = 'default',
  className,
}: {
  children: ReactNode;
  width?: 'default' | 'narrow' | 'wide';
  className?: string;
}) {
  const max = { narrow: 'max-w-xl', default: 'max-w-3xl', wide: 'max-w-[1120px]' }[width];
  return <div className={cn('mx-auto w-full px-4 pb-16 pt-4 sm:px-6 sm:pt-8', max, className)}>{children}</div>;
}

export function PageHeader({
  title,
  lead,
  picture,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** An area's picture beside the heading. */
  picture?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 flex items-start gap-4 sm:mb-8">
      <div className="min-w-0 flex-1">
        <h1 className="break-words font-display text-3xl font-semibold text-sand-12 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-2 max-w-[62ch] text-lg text-sand-11 [overflow-wrap:anywhere]">{lead}</p> : null}
        {children}
      </div>
      {picture ? <div className="size-16 shrink-0 sm:size-24">{picture}</div> : null}
    </header>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="-ml-2 mb-3 inline-flex min-h-12 items-center gap-2 rounded-full px-3 font-bold text-iris-11 no-underline hover:bg-iris-3"
    >
      <ArrowLeft className="size-5" aria-hidden="true" />
      {children}
    </Link>
  );
}
