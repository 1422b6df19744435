import { useEffect, useRef, useState } from 'react';
import { type Area, AreaPicture, Guide } from '@/ui/pictures.tsx';
import { useScreenStart } from '@/ui/screen-start.ts';

/** The estimate: 4 s for Easy, 6 for Medium, otherwise 8, times max(1, questions ÷ 5), rounded. */
export function estimateSeconds(difficulty: string, questions: number): number {
  const base = difficulty === 'Easy' ? 4 : difficulty === 'Medium' || difficulty === 'Normal' ? 6 : 8;
  return Math.round(base * Math.max(1, questions / 5));
}

const START_PERCENT = 10;
const MAX_STEP = 8;
const CAP_PERCENT = 95;

export function LoadingScreen({
  message,
  difficulty,
  questions,
  area,
}: {
  message: string;
  difficulty: string;
  questions: number;
  area: Area;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useScreenStart(heading, 'loading');
  const [progress, setProgress] = useState(START_PERCENT);
  const [secondsLeft, setSecondsLeft] = useState(() => estimateSeconds(difficulty, questions));

  useEffect(() => {
    const timer = setInterval(() => {
      setProgress((current) => Math.min(CAP_PERCENT, current + Math.random() * MAX_STEP));
      setSecondsLeft((current) => Math.max(0, current - 1));
    }, 1_000);
    return () => clearInterval(timer);
  }, []);

  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-5 px-4 py-16 text-center"
      role="status"
      aria-live="polite"
    >
      <div className="flex items-end gap-2">
        <Guide mood="thinking" className="size-24 motion-safe:animate-float" />
        <AreaPicture area={area} className="size-20" />
      </div>
      <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold focus:outline-none">
        {message}
      </h1>
      <div
        className="h-4 w-full overflow-hidden rounded-full bg-sand-4"
        role="progressbar"
        aria-label="Making the quiz"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
      >
        <div
          className="h-full rounded-full bg-iris-9 transition-[width] duration-700 ease-out"
          style={{ width: `${progress}%` }}
        />
      </div>
      <p className="text-lg text-sand-11">{secondsLeft > 0 ? `About ${secondsLeft} seconds left` : 'Almost done...'}</p>
    </div>
  );
}
