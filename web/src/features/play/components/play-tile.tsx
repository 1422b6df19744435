import { CARRY_ON_PICTURE } from '@contract/tile-pictures.ts';
import { cn } from '@/lib/cn.ts';
import { AREA_CLASSES, type AreaColour } from '@/ui/area-colours.ts';
import { Picture } from '@/ui/picture.tsx';

/**
 * One big square to tap in a child's space: a picture of what it is, its words under it. The
 * picture carries the words as its alternative text, so the button is named once.
 */
export function PlayTile({
  title,
  colour,
  picture,
  onPlay,
  disabled = false,
  isCarryOn = false,
  note,
}: {
  title: string;
  colour: AreaColour;
  /** The picture's name in the app's set. */
  picture: string;
  onPlay: () => void;
  disabled?: boolean;
  /** Carry on spans the row, the first thing to tap: the game's picture with a play sign on it. */
  isCarryOn?: boolean;
  note?: string;
}) {
  const classes = AREA_CLASSES[colour];
  return (
    <li className={cn(isCarryOn && 'col-span-2 sm:col-span-3')}>
      <button
        type="button"
        onClick={onPlay}
        disabled={disabled}
        className={cn(
          'flex h-full min-h-44 w-full flex-col items-center justify-center gap-2 rounded-[var(--radius-tile)] border-2 p-3 text-center shadow-[var(--shadow-card)]',
          'transition-[transform,box-shadow] duration-200 ease-out hover:-translate-y-0.5 hover:shadow-[var(--shadow-lift)] active:translate-y-0 disabled:opacity-60',
          isCarryOn && 'min-h-36 flex-row gap-5',
          classes.surface,
          classes.border,
        )}
      >
        <span className="relative shrink-0">
          <Picture name={picture} alt={title} className="size-24 sm:size-28" />
          {isCarryOn ? (
            <Picture name={CARRY_ON_PICTURE} alt="" className="absolute -right-2 -bottom-2 size-12" />
          ) : null}
        </span>
        <span className={cn('flex flex-col', isCarryOn && 'items-start text-left')}>
          <span
            className="break-words font-display text-xl font-semibold leading-tight text-sand-12 sm:text-2xl"
            aria-hidden="true"
          >
            {title}
          </span>
          {note ? <span className={cn('text-base font-bold', classes.text)}>{note}</span> : null}
        </span>
      </button>
    </li>
  );
}
