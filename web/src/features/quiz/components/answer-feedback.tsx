import type { AnswerResponse } from '@contract/quiz.ts';
import { ArrowRight, CircleCheck, Hand, Sparkle } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '@/lib/cn.ts';
import { Button } from '@/ui/button.tsx';
import { Guide } from '@/ui/pictures.tsx';

/** "You typed: LS6 2AD", with each character that differs from the answer marked. */
function TypedDifference({ typed, answer }: { typed: string; answer: string }) {
  const shown = typed.trim();
  return (
    <p className="mt-1 break-words text-lg">
      You typed:{' '}
      <span className="font-bold tracking-wide">
        {[...shown].map((character, position) =>
          character.toUpperCase() === answer[position]?.toUpperCase() ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: characters of one fixed string, by place.
            <span key={position}>{character}</span>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: characters of one fixed string, by place.
            <mark key={position} className="rounded bg-amber-5 px-0.5 text-amber-12">
              {character}
            </mark>
          ),
        )}
      </span>
    </p>
  );
}

/**
 * The verdict and the why after an answer: with a countdown and Wait when it moves on by itself,
 * else with Next.
 */
export function AnswerFeedback({
  feedback,
  verdict,
  isMovingOnByItself,
  nextButton,
  onWait,
  onNext,
  typed,
}: {
  feedback: AnswerResponse;
  verdict: string;
  /** What the child typed, for a typed question: shown beside the answer, its slips marked. */
  typed?: string;
  isMovingOnByItself: boolean;
  nextButton: Ref<HTMLButtonElement>;
  onWait: () => void;
  onNext: () => void;
}) {
  return (
    <div
      data-testid="answer-feedback"
      className={cn(
        'max-h-[70dvh] overflow-y-auto border-2 p-4 shadow-[var(--shadow-lift)] animate-rise',
        'rounded-t-[var(--radius-tile)] sm:rounded-[var(--radius-tile)]',
        feedback.isCorrect ? 'border-grass-7 bg-grass-2' : 'border-amber-7 bg-amber-2',
      )}
    >
      <div className="flex items-start gap-3">
        <Guide mood={feedback.isCorrect ? 'cheer' : 'thinking'} className="size-14 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="flex items-start gap-2 break-words text-xl font-bold">
            {feedback.isCorrect ? (
              <CircleCheck className="mt-0.5 size-6 shrink-0 text-grass-11" aria-hidden="true" />
            ) : (
              <Sparkle className="mt-0.5 size-6 shrink-0 text-amber-11" aria-hidden="true" />
            )}
            <span>{verdict}</span>
          </p>
          {typed !== undefined && !feedback.isCorrect ? (
            <TypedDifference typed={typed} answer={feedback.correctAnswer} />
          ) : null}
          <p data-testid="answer-explanation" className="mt-1 break-words text-lg">
            {feedback.explanation}
          </p>
        </div>
      </div>
      {isMovingOnByItself ? (
        <div className="mt-3 flex items-center gap-3">
          <div className="h-2 flex-1 overflow-hidden rounded-full bg-white/80" aria-hidden="true">
            <div
              className={cn(
                'h-full origin-left',
                feedback.isCorrect ? 'bg-grass-9 motion-safe:animate-[shrink_2s_linear_forwards]' : 'bg-amber-9',
              )}
            />
          </div>
          <Button variant="secondary" onClick={onWait}>
            <Hand className="size-5" aria-hidden="true" />
            Wait
          </Button>
          <Button onClick={onNext}>
            {feedback.isCompleted ? 'See my results' : 'Next'}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <Button ref={nextButton} size="lg" onClick={onNext} className="mt-4 w-full sm:w-auto">
          {feedback.isCompleted ? 'See my results' : 'Next'}
          <ArrowRight className="size-6" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
