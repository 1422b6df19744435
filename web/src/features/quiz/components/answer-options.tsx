import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** The options as numbered buttons; once answered, the right one is marked and the child's own coloured. */
export function AnswerOptions({
  options,
  removed,
  visibleOptions,
  chosen,
  correctAnswer,
  onChoose,
  pictureOf,
}: {
  options: string[];
  /** Options a hint took away: they fade out and keep no number. */
  removed: string[];
  visibleOptions: string[];
  chosen: string | null;
  /** Known once the feedback is in. */
  correctAnswer: string | undefined;
  onChoose: (option: string) => void;
  /** An option's picture (an inline SVG), drawn beside its words; most options have none. */
  pictureOf?: (option: string) => ReactNode;
}) {
  const hasFeedback = correctAnswer !== undefined;
  return (
    <ul className="mt-5 grid gap-3 sm:grid-cols-2">
      {options.map((option) => {
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
                'flex min-h-16 w-full items-center gap-3 rounded-2xl border-2 px-4 py-3 text-left text-[1.25rem] font-bold transition-colors duration-150',
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
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sand-4 text-base text-sand-12"
                aria-hidden="true"
              >
                {position + 1}
              </span>
              {pictureOf?.(option) ? (
                <span className="size-12 shrink-0" aria-hidden="true">
                  {pictureOf(option)}
                </span>
              ) : null}
              <span className="min-w-0 flex-1 break-words">{option}</span>
              {isRight ? <CircleCheck className="size-6 shrink-0 text-grass-11" aria-label="Right answer" /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
