import { COUNTRY_NAMES, MAX_LEARNER_AGE, MIN_LEARNER_AGE, QUIZ_COUNTRIES } from '@contract/constants.ts';
import {
  BRAIN_BOOSTER_DIFFICULTY_LEVELS,
  BRAIN_BOOSTER_QUESTION_COUNTS,
  CustomQuizBody,
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
} from '@contract/quiz.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Card } from '@/ui/card.tsx';
import type { ErrorAlertContent } from '@/ui/error-alert.tsx';
import { Field, SelectField } from '@/ui/field.tsx';
import { GenerateButton } from './setup-form-parts.tsx';

export interface CustomSetupProps {
  /** A popular topic's name: shown instead of the subject field, and sent as the subject. */
  topic?: string;
  childAge: number | undefined;
  country: string | undefined;
  hasPremium: boolean;
  isPending: boolean;
  /** Why the last quiz could not be made, shown beside the Generate button. */
  failure: ErrorAlertContent | null;
  onSubmit: (body: CustomQuizBody) => void;
  onPremiumNeeded: (message: string) => void;
}

export function CustomSetupForm({
  topic,
  childAge,
  country,
  hasPremium,
  isPending,
  failure,
  onSubmit,
  onPremiumNeeded,
}: CustomSetupProps) {
  const form = useForm<CustomQuizBody>({
    resolver: zodResolver(CustomQuizBody),
    values: {
      subject: topic ?? '',
      description: '',
      ...(topic ? { topic } : {}),
      childAge: childAge ?? 8,
      country:
        country && (QUIZ_COUNTRIES as readonly string[]).includes(country)
          ? (country as CustomQuizBody['country'])
          : 'UK',
      numQuestions: 5,
      difficultyLevel: 'Medium',
    },
  });
  const { errors } = form.formState;
  return (
    <Card>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
        {topic ? (
          <p className="text-lg">
            Topic: <strong>{topic}</strong>
          </p>
        ) : (
          <>
            <Field
              label="Subject"
              placeholder="For example: volcanoes, the Romans, fractions"
              error={errors.subject?.message}
              {...form.register('subject')}
            />
            <Field
              label="Anything to focus on? (optional)"
              error={errors.description?.message}
              {...form.register('description')}
            />
          </>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Child's age"
            options={Array.from({ length: MAX_LEARNER_AGE - MIN_LEARNER_AGE + 1 }, (_, index) => ({
              value: index + MIN_LEARNER_AGE,
              label: `${index + MIN_LEARNER_AGE} years old`,
            }))}
            error={errors.childAge?.message}
            {...form.register('childAge', { valueAsNumber: true })}
          />
          <SelectField
            label="Country"
            options={QUIZ_COUNTRIES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }))}
            error={errors.country?.message}
            {...form.register('country')}
          />
          <SelectField
            label="Number of questions"
            options={BRAIN_BOOSTER_QUESTION_COUNTS.filter((count) => count <= QUIZ_LIMITS.premiumMaxQuestions).map(
              (count) => ({
                value: count,
                label: hasPremium ? `${count} questions` : `${count} questions (premium)`,
              }),
            )}
            error={errors.numQuestions?.message}
            {...form.register('numQuestions', {
              valueAsNumber: true,
              onChange: () => {
                if (!hasPremium) {
                  form.setValue('numQuestions', 5);
                  onPremiumNeeded(QUIZ_MESSAGES.premiumTopics);
                }
              },
            })}
          />
          <SelectField
            label="Difficulty"
            options={BRAIN_BOOSTER_DIFFICULTY_LEVELS.map((level) => ({ value: level, label: level }))}
            error={errors.difficultyLevel?.message}
            {...form.register('difficultyLevel')}
          />
        </div>
        <GenerateButton isPending={isPending} failure={failure} />
      </form>
    </Card>
  );
}
