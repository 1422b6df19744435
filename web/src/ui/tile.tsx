import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { AREA_CLASSES, type AreaColour } from './area-colours.ts';

interface TileProps {
  to: string;
  title: string;
  description: string;
  /** An area's picture, drawn large; otherwise the icon sits in a coloured square. */
  picture?: ReactNode;
  icon?: LucideIcon;
  colour: AreaColour;
  badge?: ReactNode;
  meta?: string;
}

/** A large, friendly link card for choosing an area or a quiz. */
export function Tile({ to, title, description, picture, icon: Icon, colour, badge, meta }: TileProps) {
  const classes = AREA_CLASSES[colour];
  return (
    <Link
      to={to}
      className={cn(
        'group relative flex min-h-32 items-start gap-4 rounded-[var(--radius-tile)] border-2 p-5 no-underline shadow-[var(--shadow-card)] sm:p-6',
        'transition-[background-color,border-color,box-shadow,transform] duration-200 ease-out hover:-translate-y-0.5 hover:shadow-[var(--shadow-lift)]',
        classes.surface,
        classes.border,
      )}
    >
      {picture ? (
        <span className="size-16 shrink-0 sm:size-20">{picture}</span>
      ) : Icon ? (
        <span
          className={cn('flex size-14 shrink-0 items-center justify-center rounded-2xl', classes.icon)}
          aria-hidden="true"
        >
          <Icon className="size-7" strokeWidth={2.25} />
        </span>
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-display text-xl font-semibold text-sand-12 sm:text-2xl">{title}</span>
          {badge}
        </span>
        <span className="text-sand-11">{description}</span>
        {meta ? <span className={cn('text-sm font-bold', classes.text)}>{meta}</span> : null}
      </span>
      <ChevronRight
        className="mt-1 size-6 shrink-0 text-sand-10 transition-transform duration-200 group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}
