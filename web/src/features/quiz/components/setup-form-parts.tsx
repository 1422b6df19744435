import { LEARNER_COUNTRY_NAMES, type LearnerCountry, QUIZ_COUNTRIES } from '@contract/constants.ts';
import type { PrefillResponse } from '@contract/learners.ts';
import { ChevronDown, Lock } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PremiumBadge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert, type ErrorAlertContent } from '@/ui/error-alert.tsx';
import { SelectField } from '@/ui/field.tsx';

/** What both setup forms are given by their page. */
export interface SetupFormProps<Body> {
  prefill: PrefillResponse | undefined;
  hasPremium: boolean;
  isPending: boolean;
  /** Why the last quiz could not be made, shown beside the Generate button. */
  failure: ErrorAlertContent | null;
  /** The body this page last sent: "Create New Quiz" starts from its settings instead of the defaults. */
  lastSent: Body | undefined;
  onSubmit: (body: Body) => void;
  onPremiumNeeded: (message: string) => void;
}

export const options = <T extends string | number>(values: readonly T[], label: (value: T) => string = String) =>
  values.map((value) => ({ value, label: label(value) }));

/**
 * The countries a quiz may be set for: the learner's own, always, since a child in France must
 * never be shown (or taught) the UK's numbers.
 */
export function quizCountries(learnerCountry: LearnerCountry): readonly LearnerCountry[] {
  return (QUIZ_COUNTRIES as readonly string[]).includes(learnerCountry)
    ? QUIZ_COUNTRIES
    : [...QUIZ_COUNTRIES, learnerCountry];
}

/** A collapsible part of a setup form; a locked one shows its fields disabled, with a word on premium. */
export function Section({
  title,
  children,
  open,
  locked,
}: {
  title: string;
  children: ReactNode;
  open?: boolean;
  locked?: boolean;
}) {
  return (
    <details
      open={open}
      className="group rounded-[var(--radius-card)] border border-sand-6 bg-white shadow-[var(--shadow-card)]"
    >
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 px-5 font-display text-xl font-semibold [&::-webkit-details-marker]:hidden">
        <span className="flex flex-wrap items-center gap-2">
          {title}
          {locked ? <PremiumBadge /> : null}
        </span>
        <ChevronDown
          className="size-6 shrink-0 text-sand-11 transition-transform duration-200 group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <fieldset
        disabled={locked}
        className="flex flex-col gap-4 border-t border-sand-5 px-5 pb-5 pt-4 disabled:opacity-70"
      >
        {locked ? (
          <p className="flex items-center gap-2 text-sm text-sand-11">
            <Lock className="size-4 text-amber-11" aria-hidden="true" />
            Premium adds this section to Know Myself quizzes.
          </p>
        ) : null}
        {children}
      </fieldset>
    </details>
  );
}

/**
 * Country, number of questions and difficulty. A count the plan does not allow is not taken:
 * `onCountRefused` puts the form back and offers premium.
 */
export function QuizSettings({
  fields,
  errors,
  countries,
  counts,
  isCountAllowed,
  onCountRefused,
  difficulties,
  children,
}: {
  fields: Record<'country' | 'numQuestions' | 'difficultyLevel', UseFormRegisterReturn>;
  errors: Partial<Record<'country' | 'numQuestions' | 'difficultyLevel', string>>;
  countries: readonly LearnerCountry[];
  counts: readonly number[];
  isCountAllowed: (count: number) => boolean;
  onCountRefused: () => void;
  difficulties: readonly string[];
  /** A note under the settings. */
  children?: ReactNode;
}) {
  const chooseCount = (event: ChangeEvent<HTMLSelectElement>) => {
    if (isCountAllowed(Number(event.target.value))) return fields.numQuestions.onChange(event);
    onCountRefused();
  };
  return (
    <Section title="Quiz Settings" open>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Country"
          options={options(countries, (code) => LEARNER_COUNTRY_NAMES[code])}
          error={errors.country}
          {...fields.country}
        />
        <SelectField
          label="Number of questions"
          options={counts.map((count) => ({
            value: count,
            label: isCountAllowed(count) ? `${count} questions` : `${count} questions (premium)`,
          }))}
          error={errors.numQuestions}
          {...fields.numQuestions}
          onChange={chooseCount}
        />
        <SelectField
          label="Difficulty"
          options={options(difficulties)}
          error={errors.difficultyLevel}
          {...fields.difficultyLevel}
        />
      </div>
      {children}
    </Section>
  );
}

/** The form's submit, with the reason the last try failed just above it. */
export function GenerateButton({ isPending, failure }: { isPending: boolean; failure: ErrorAlertContent | null }) {
  return (
    <>
      <ErrorAlert error={failure} />
      <Button type="submit" size="lg" disabled={isPending} className="mt-2">
        {isPending ? 'Generating Quiz...' : 'Generate Quiz'}
      </Button>
    </>
  );
}
