import { CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { Picture } from '@/ui/picture.tsx';

/**
 * The options as numbered buttons; once answered, the right one is marked and the child's own
 * coloured. With pictures (a child of 6 or under), each option is a tile: its picture, with its
 * words under it and as the picture's alternative text.
 */
export function AnswerOptions({
  options,
  pictures,
  removed,
  visibleOptions,
  chosen,
  correctAnswer,
  onChoose,
}: {
  options: string[];
  /** One picture name per option, in order, when every option has one. */
  pictures?: string[];
  /** Options a hint took away: they fade out and keep no number. */
  removed: string[];
  visibleOptions: string[];
  chosen: string | null;
  /** Known once the feedback is in. */
  correctAnswer: string | undefined;
  onChoose: (option: string) => void;
}) {
  const hasFeedback = correctAnswer !== undefined;
  const isPictured = pictures !== undefined && pictures.length === options.length;
  return (
    <ul className={cn('mt-5 grid gap-3', isPictured ? 'grid-cols-2' : 'sm:grid-cols-2')}>
      {options.map((option, optionIndex) => {
        const picture = isPictured ? pictures[optionIndex] : undefined;
        const isRemoved = removed.includes(option);
        const position = visibleOptions.indexOf(option);
        const isChosen = chosen === option;
        const isRight = option === correctAnswer;
        return (
          <li
            key={option}
            className={cn('transition-opacity duration-200', isRemoved && 'opacity-0')}
            hidden={isRemoved}
          >
            <button
              type="button"
              disabled={chosen !== null}
              onClick={() => onChoose(option)}
              className={cn(
                'flex min-h-16 w-full items-center gap-3 rounded-2xl border-2 px-4 py-3 text-[1.25rem] font-bold transition-colors duration-150',
                picture ? 'relative h-full flex-col justify-center px-2 pt-10 text-center' : 'text-left',
                'disabled:cursor-default',
                isRight
                  ? 'border-grass-8 bg-grass-3'
                  : isChosen
                    ? hasFeedback
                      ? 'border-amber-8 bg-amber-3'
                      : 'border-iris-8 bg-iris-3'
                    : 'border-sand-6 bg-white hover:border-iris-7 hover:bg-iris-2',
              )}
            >
              <span
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-full bg-sand-4 text-base text-sand-12',
                  picture && 'absolute top-2 left-2 size-8',
                )}
                aria-hidden="true"
              >
                {position + 1}
              </span>
              {picture ? <Picture name={picture} alt={option} className="size-16 sm:size-20" /> : null}
              {/* With a picture, the picture's alternative text already says these words. */}
              <span
                className={cn('min-w-0 break-words', picture ? 'leading-snug' : 'flex-1')}
                aria-hidden={picture ? true : undefined}
              >
                {option}
              </span>
              {isRight ? (
                <CircleCheck
                  className={cn('size-6 shrink-0 text-grass-11', picture && 'absolute top-2 right-2')}
                  aria-label="Right answer"
                />
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
