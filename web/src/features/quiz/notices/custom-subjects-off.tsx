import type { LearnerCountry } from '@contract/constants.ts';
import { topicsMatching } from '@contract/topic-match.ts';
import { Search, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button-classes.ts';
import { Card } from '@/ui/card.tsx';

/**
 * Shown instead of the custom quiz form where no AI provider is configured: custom subjects cannot
 * be made here, so the page says so at once and offers the popular topics matching what is typed,
 * those for the active learner's AGE only.
 */
export function CustomSubjectsOff({
  initialSubject = '',
  age,
  country,
}: {
  initialSubject?: string;
  age?: number;
  country?: LearnerCountry;
}) {
  const [subject, setSubject] = useState(initialSubject);
  const inputId = useId();
  const matches = topicsMatching(subject, { age, country });
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <Sparkles className="mt-1 size-6 shrink-0 text-pink-11" aria-hidden="true" />
        <div>
          <h2 className="font-display text-2xl font-semibold">Custom subjects are not switched on here</h2>
          <p className="mt-1 text-sand-11">
            Quizzes on any subject need an AI service, and this SafeSteps site does not have one. Our ready-made Popular
            Topics work as usual: type a subject to find one that fits.
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="font-bold">
          Subject
        </label>
        <div className="relative">
          <Search className="absolute top-3.5 left-3 size-5 text-sand-10" aria-hidden="true" />
          <input
            id={inputId}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            placeholder="Planets, maths, dogs…"
            className="min-h-12 w-full rounded-xl border border-sand-7 bg-white py-2 pr-3 pl-10 text-lg"
          />
        </div>
      </div>
      <div aria-live="polite">
        {matches.length > 0 ? (
          <>
            <h3 className="mb-2 font-bold">Popular Topics that match</h3>
            <ul className="flex flex-col gap-2">
              {matches.map((topic) => (
                <li key={topic}>
                  <Link
                    to={`/popular-topic-quiz?topic=${encodeURIComponent(topic)}`}
                    className={buttonClasses('secondary', 'md', 'w-full justify-start text-left')}
                  >
                    {topic}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : subject.trim() ? (
          <p className="text-sand-11">No Popular Topic matches that subject yet.</p>
        ) : null}
      </div>
      <Link to="/popular-topics" className="font-bold text-iris-11">
        See all Popular Topics
      </Link>
    </Card>
  );
}
