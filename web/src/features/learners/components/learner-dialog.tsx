import {
  isTopicForAge,
  LEARNER_COUNTRIES,
  LEARNER_COUNTRY_NAMES,
  MAX_LEARNER_AGE,
  MIN_LEARNER_AGE,
  POPULAR_TOPICS,
  SAFETY_CATEGORY_INFO,
} from '@contract/constants.ts';
import {
  LearnerBody,
  type LearnerSummary,
  MAX_PLAY_TOPICS,
  ONLINE_SAFETY_FROM_AGE,
  PLAY_DIFFICULTIES,
  PLAY_QUESTION_COUNTS,
  playTopicsFor,
} from '@contract/learners.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseFormReturn } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { alertFor, ErrorAlert } from '@/ui/error-alert.tsx';
import { Field, SelectField } from '@/ui/field.tsx';
import { NameFields } from '@/ui/name-fields.tsx';
import { toast } from '@/ui/toast-store.ts';
import { useCreateLearner } from '../api/create-learner.ts';
import { useUpdateLearner } from '../api/update-learner.ts';

const AGE_OPTIONS = Array.from({ length: MAX_LEARNER_AGE - MIN_LEARNER_AGE + 1 }, (_, index) => {
  const age = MIN_LEARNER_AGE + index;
  return { value: age, label: `${age} years old` };
});
const COUNTRY_OPTIONS = LEARNER_COUNTRIES.map((country) => ({ value: country, label: LEARNER_COUNTRY_NAMES[country] }));

const COUNT_OPTIONS = PLAY_QUESTION_COUNTS.map((count) => ({ value: count, label: `${count} questions` }));
const DIFFICULTY_OPTIONS = PLAY_DIFFICULTIES.map((level) => ({ value: level, label: level }));

/** The child's own space: what a tile's quiz is like, and which tiles there are. */
function PlaySettingsFields({ form, firstName }: { form: UseFormReturn<LearnerBody>; firstName: string }) {
  const { errors } = form.formState;
  const age = form.watch('age');
  const country = form.watch('country');
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-sand-6 p-3">
      <legend className="px-1 font-bold">
        {firstName}’s own space (“Let {firstName} play”)
      </legend>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-iris-9"
          {...form.register('playSettings.readAloud')}
        />
        <span>
          <span className="block font-bold">Read everything aloud</span>
          <span className="block text-sm text-sand-11">
            Questions, answers and explanations are spoken, for children still learning to read (on by default up to age
            7).
          </span>
        </span>
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Questions per quiz"
          options={COUNT_OPTIONS}
          error={errors.playSettings?.questionCount?.message}
          {...form.register('playSettings.questionCount', { valueAsNumber: true })}
        />
        <SelectField
          label="Difficulty"
          options={DIFFICULTY_OPTIONS}
          error={errors.playSettings?.difficulty?.message}
          {...form.register('playSettings.difficulty')}
        />
      </div>
      <p className="text-sm text-sand-11">On the free plan a quiz has 5 questions (Know Myself up to 10).</p>
      <fieldset>
        <legend className="mb-1 font-bold">Tiles</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {SAFETY_CATEGORY_INFO.map((info) => (
            <label key={info.slug} className="flex min-h-12 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                value={info.slug}
                className="size-5 shrink-0 accent-iris-9"
                {...form.register('playSettings.areas')}
              />
              <span>
                {info.title}
                {info.slug === 'digital-safety' ? (
                  <span className="text-sm text-sand-11"> (from age {ONLINE_SAFETY_FROM_AGE})</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <details className="rounded-lg border border-sand-5 p-2">
        <summary className="min-h-12 cursor-pointer content-center font-bold">
          Popular topics (premium, up to {MAX_PLAY_TOPICS})
        </summary>
        {errors.playSettings?.topics?.message ? (
          <p className="text-sm font-bold text-red-11">{errors.playSettings.topics.message}</p>
        ) : null}
        <div className="grid gap-1 sm:grid-cols-2">
          {POPULAR_TOPICS.filter((topic) => isTopicForAge(topic, age, country)).map((topic) => (
            <label key={topic} className="flex min-h-12 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                value={topic}
                className="size-5 shrink-0 accent-iris-9"
                {...form.register('playSettings.topics')}
              />
              {topic}
            </label>
          ))}
        </div>
      </details>
    </fieldset>
  );
}

/** Only a limit that premium lifts offers an upgrade; at the highest plan's limit the message is shown as it is. */
function isUpgradeOffer(error: Error): boolean {
  return isApiError(error, 'PREMIUM_REQUIRED');
}

export function LearnerDialog({
  open,
  learner,
  onClose,
  onLimitReached,
}: {
  open: boolean;
  /** Editing this learner; absent when adding one. */
  learner?: LearnerSummary;
  onClose: () => void;
  onLimitReached: (message: string) => void;
}) {
  const create = useCreateLearner();
  const update = useUpdateLearner();
  const mutation = learner ? update : create;
  const form = useForm<LearnerBody>({
    resolver: zodResolver(LearnerBody),
    values: learner
      ? {
          firstName: learner.firstName,
          lastName: learner.lastName,
          age: learner.age,
          country: learner.country,
          emergencyNumber: learner.emergencyNumber ?? '',
          aiEnabled: learner.aiEnabled,
          waitForNext: learner.waitForNext,
          playSettings: learner.playSettings,
        }
      : { firstName: '', lastName: '', age: 8, country: 'UK', emergencyNumber: '', aiEnabled: true, waitForNext: true },
  });
  const { errors } = form.formState;
  const isOtherCountry = form.watch('country') === 'other';
  const close = () => {
    form.reset();
    create.reset();
    update.reset();
    onClose();
  };

  const submit = form.handleSubmit((entered) => {
    // A topic ticked before the age was lowered is no longer offered, so it is not kept either.
    const { playSettings } = entered;
    const body = playSettings
      ? {
          ...entered,
          playSettings: { ...playSettings, topics: playTopicsFor(playSettings, entered.age, entered.country) },
        }
      : entered;
    const handlers = {
      onSuccess: () => {
        toast({
          title: learner ? 'Learner updated' : 'Learner added',
          description: `${body.firstName}’s profile is saved.`,
        });
        close();
      },
      onError: (error: Error) => {
        if (isUpgradeOffer(error)) {
          close();
          onLimitReached(error.message);
        }
      },
    };
    if (learner) update.mutate({ id: learner.id, body }, handlers);
    else create.mutate(body, handlers);
  });

  const error = mutation.error;
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && close()}
      title={learner ? `Edit ${learner.firstName}’s profile` : 'Add a learner'}
      description="Your child’s name, age and country shape every quiz. Only you can see them."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <ErrorAlert error={error && !isUpgradeOffer(error) ? alertFor(error, 'Failed to save learner') : null} />
        <NameFields
          first={form.register('firstName')}
          last={form.register('lastName')}
          errors={{ first: errors.firstName?.message, last: errors.lastName?.message }}
          autoComplete={false}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Age"
            options={AGE_OPTIONS}
            error={errors.age?.message}
            {...form.register('age', { valueAsNumber: true })}
          />
          <SelectField
            label="Country"
            options={COUNTRY_OPTIONS}
            error={errors.country?.message}
            {...form.register('country')}
          />
        </div>
        {isOtherCountry ? (
          <Field
            label="Emergency number in your country (optional)"
            hint="Quizzes teach this number. Leave it blank and they say “your country’s emergency number” instead."
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            error={errors.emergencyNumber?.message}
            {...form.register('emergencyNumber')}
          />
        ) : null}
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-6 p-3">
          <input type="checkbox" className="mt-1 size-5 shrink-0 accent-iris-9" {...form.register('aiEnabled')} />
          <span>
            <span className="block font-bold">AI-made quizzes</span>
            <span className="block text-sm text-sand-11">
              Custom subjects, and a few questions in other quizzes, are written by an AI and checked by SafeSteps
              before your child sees them. The AI never hears your child’s name or details. Switch off to use only our
              ready-made questions.
            </span>
          </span>
        </label>
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-6 p-3">
          <input type="checkbox" className="mt-1 size-5 shrink-0 accent-iris-9" {...form.register('waitForNext')} />
          <span>
            <span className="block font-bold">Always wait for my child to tap Next</span>
            <span className="block text-sm text-sand-11">
              After a not-quite answer the quiz shows why and waits. Switch off to move on by itself once the
              explanation has been read aloud.
            </span>
          </span>
        </label>
        {learner ? <PlaySettingsFields form={form} firstName={learner.firstName} /> : null}
        <p className="text-sm text-sand-11">
          Your child’s name and details are sealed (encrypted) and never sent to an AI.{' '}
          <a href="/privacy" target="_blank" rel="noopener" className="font-bold text-iris-11">
            How we look after them
          </a>
        </p>
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : learner ? 'Save Changes' : 'Add Learner'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
