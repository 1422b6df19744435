import { AGE_BRACKETS, type AgeBracket, bracketForAge } from '@contract/constants.ts';
import {
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
  SAFETY_DIFFICULTY_LEVELS,
  SAFETY_QUESTION_COUNTS,
  type SafetyAreaCategory,
  SafetyQuizBody,
} from '@contract/quiz.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Badge } from '@/ui/badge.tsx';
import { SelectField } from '@/ui/field.tsx';
import {
  GenerateButton,
  options,
  QuizSettings,
  quizCountries,
  Section,
  type SetupFormProps,
} from './setup-form-parts.tsx';

/**
 * A safety-area quiz: an age group and the quiz settings. It asks nothing about the child; the
 * quiz is for the active learner, whose profile gives the age group and country to start from.
 */
export function SafetySetupForm({
  category,
  prefill,
  hasPremium,
  isPending,
  failure,
  lastSent,
  onSubmit,
  onPremiumNeeded,
}: SetupFormProps<SafetyQuizBody> & { category: SafetyAreaCategory }) {
  const learner = prefill?.prefillData;
  const brackets: readonly AgeBracket[] =
    category === 'digital-safety' ? AGE_BRACKETS.filter((bracket) => bracket !== '4-6') : AGE_BRACKETS;
  const learnerBracket = learner ? bracketForAge(learner.age) : undefined;
  const country = learner?.country ?? 'UK';
  const form = useForm<SafetyQuizBody>({
    resolver: zodResolver(SafetyQuizBody),
    // The page may move from one area to another while it keeps what it last sent.
    values:
      lastSent?.category === category
        ? lastSent
        : {
            category,
            ageBracket: learnerBracket && brackets.includes(learnerBracket) ? learnerBracket : '7-9',
            country,
            numQuestions: QUIZ_LIMITS.freeQuestionCount,
            difficultyLevel: 'Medium',
          },
  });
  const { errors } = form.formState;
  const isCountAllowed = (count: number) => hasPremium || count <= QUIZ_LIMITS.freeQuestionCount;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))} className="flex flex-col gap-4">
      <Section title="Child's Information" open>
        <SelectField
          label="Age group"
          options={options(brackets, (bracket) => `Ages ${bracket}`)}
          error={errors.ageBracket?.message}
          {...form.register('ageBracket')}
        />
      </Section>
      <QuizSettings
        fields={{
          country: form.register('country'),
          numQuestions: form.register('numQuestions', { valueAsNumber: true }),
          difficultyLevel: form.register('difficultyLevel'),
        }}
        errors={{
          country: errors.country?.message,
          numQuestions: errors.numQuestions?.message,
          difficultyLevel: errors.difficultyLevel?.message,
        }}
        countries={quizCountries(country)}
        counts={SAFETY_QUESTION_COUNTS}
        isCountAllowed={isCountAllowed}
        onCountRefused={() => {
          form.setValue('numQuestions', QUIZ_LIMITS.freeQuestionCount);
          onPremiumNeeded(QUIZ_MESSAGES.premiumQuestions);
        }}
        difficulties={SAFETY_DIFFICULTY_LEVELS}
      >
        {hasPremium ? null : (
          <p className="text-sm text-sand-11">
            <Badge tone="neutral">Free plan</Badge> Safety quizzes have 5 questions, and you can make 5 a month.
          </p>
        )}
      </QuizSettings>
      <GenerateButton isPending={isPending} failure={failure} />
    </form>
  );
}
