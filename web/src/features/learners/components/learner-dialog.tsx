import { LEARNER_COUNTRIES, LEARNER_COUNTRY_NAMES, MAX_LEARNER_AGE, MIN_LEARNER_AGE } from '@contract/constants.ts';
import { LearnerBody, type LearnerSummary } from '@contract/learners.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { Field, SelectField } from '@/ui/field.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { NameFields } from '@/ui/name-fields.tsx';
import { toast } from '@/ui/toast-store.ts';
import { useCreateLearner } from '../api/create-learner.ts';
import { useUpdateLearner } from '../api/update-learner.ts';

const AGE_OPTIONS = Array.from({ length: MAX_LEARNER_AGE - MIN_LEARNER_AGE + 1 }, (_, index) => {
  const age = MIN_LEARNER_AGE + index;
  return { value: age, label: `${age} years old` };
});
const COUNTRY_OPTIONS = LEARNER_COUNTRIES.map((country) => ({ value: country, label: LEARNER_COUNTRY_NAMES[country] }));

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

  const submit = form.handleSubmit((body) => {
    const handlers = {
      onSuccess: () => {
        toast({
          title: learner ? 'Learner updated' : 'Learner added',
          description: `${body.firstName}’s profile is saved.`,
          tone: 'success' as const,
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
        <FormAlert message={error && !isUpgradeOffer(error) ? error.message || 'Failed to save learner' : null} />
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
