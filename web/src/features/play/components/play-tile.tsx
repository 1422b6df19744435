import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { AREA_CLASSES, type AreaColour } from '@/ui/area-colours.ts';

/**
 * One big square to tap in a child's space: a picture above a few words. ICON is the tile's own
 * picture (an inline SVG) where it has one; the area's picture stands in until then.
 */
export function PlayTile({
  title,
  colour,
  picture,
  icon,
  onPlay,
  disabled = false,
  isWide = false,
  note,
}: {
  title: string;
  colour: AreaColour;
  picture: ReactNode;
  icon?: ReactNode;
  onPlay: () => void;
  disabled?: boolean;
  /** Carry on spans the row: it is the first thing to tap. */
  isWide?: boolean;
  note?: string;
}) {
  const classes = AREA_CLASSES[colour];
  return (
    <li className={cn(isWide && 'col-span-2')}>
      <button
        type="button"
        onClick={onPlay}
        disabled={disabled}
        className={cn(
          'flex h-full min-h-40 w-full flex-col items-center justify-center gap-2 rounded-[var(--radius-tile)] border-2 p-3 text-center shadow-[var(--shadow-card)]',
          'transition-[transform,box-shadow] duration-200 ease-out hover:-translate-y-0.5 hover:shadow-[var(--shadow-lift)] active:translate-y-0 disabled:opacity-60',
          isWide && 'min-h-32 flex-row gap-4 text-left',
          classes.surface,
          classes.border,
        )}
      >
        <span className={cn('shrink-0', isWide ? 'size-20' : 'size-20 sm:size-24')} aria-hidden="true">
          {icon ?? picture}
        </span>
        <span className="flex flex-col">
          <span className="font-display text-xl font-semibold leading-tight text-sand-12 sm:text-2xl">{title}</span>
          {note ? <span className={cn('text-base font-bold', classes.text)}>{note}</span> : null}
        </span>
      </button>
    </li>
  );
}
