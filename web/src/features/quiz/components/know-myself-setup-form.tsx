import { MAX_LEARNER_AGE, MIN_LEARNER_AGE } from '@contract/constants.ts';
import { GUARDIAN_RELATIONSHIPS, type PrefillResponse, SIBLING_TYPES } from '@contract/learners.ts';
import {
  KNOW_MYSELF_CATEGORY,
  KNOW_MYSELF_DIFFICULTY_LEVELS,
  KNOW_MYSELF_QUESTION_COUNTS,
  KnowMyselfQuizBody,
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
} from '@contract/quiz.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type UseFormRegister, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/ui/button.tsx';
import { Field, SelectField } from '@/ui/field.tsx';
import { NameFields } from '@/ui/name-fields.tsx';
import {
  GenerateButton,
  options,
  QuizSettings,
  quizCountries,
  Section,
  type SetupFormProps,
} from './setup-form-parts.tsx';

type FormValues = KnowMyselfQuizBody;

const DEFAULT_COUNT = 10;
const AGES = Array.from({ length: MAX_LEARNER_AGE - MIN_LEARNER_AGE + 1 }, (_, index) => index + MIN_LEARNER_AGE);

/** The form as the saved details fill it: one blank row in each list, so there is a row to type in. */
function fromSaved(saved: PrefillResponse['prefillData'] | undefined): FormValues {
  return {
    category: KNOW_MYSELF_CATEGORY,
    firstName: saved?.firstName ?? '',
    lastName: saved?.lastName ?? '',
    age: saved?.age ?? 8,
    birthday: saved?.birthday ?? '',
    parent1Name: saved?.parent1Name ?? '',
    parent1Phone: saved?.parent1Phone ?? '',
    parent1RelationshipType: saved?.parent1RelationshipType ?? 'Mum',
    parent2Name: saved?.parent2Name ?? '',
    parent2Phone: saved?.parent2Phone ?? '',
    parent2RelationshipType: saved?.parent2RelationshipType ?? 'Dad',
    phoneNumber: saved?.phoneNumber ?? '',
    homeAddress: saved?.homeAddress ?? '',
    city: saved?.city ?? '',
    schoolName: saved?.schoolName ?? '',
    teacherName: saved?.teacherName ?? '',
    gradeLevel: saved?.gradeLevel ?? '',
    siblings: saved?.siblings?.length ? saved.siblings : [{ type: 'Brother', name: '', phone: '' }],
    pets: saved?.pets?.length ? saved.pets : [{ type: '', name: '' }],
    importantInfo: saved?.importantInfo?.length ? saved.importantInfo : [''],
    country: saved?.country ?? 'UK',
    numQuestions: DEFAULT_COUNT,
    difficultyLevel: 'Normal',
  };
}

/**
 * The details come from what is saved (the server keeps every detail a quiz was made with); the
 * child's name, age and the settings from the quiz last sent, so a new quiz starts as the last one.
 */
function startingValues(saved: PrefillResponse['prefillData'] | undefined, lastSent: FormValues | undefined) {
  const values = fromSaved(saved);
  if (!lastSent) return values;
  const { firstName, lastName, age, country, numQuestions, difficultyLevel } = lastSent;
  return { ...values, firstName, lastName, age, country, numQuestions, difficultyLevel };
}

function Rows<Name extends 'siblings' | 'pets' | 'importantInfo'>({
  name,
  control,
  register,
  empty,
  renderRow,
  addLabel,
  locked,
}: {
  name: Name;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  empty: NonNullable<FormValues[Name]>[number];
  renderRow: (index: number, register: UseFormRegister<FormValues>) => ReactNode;
  addLabel: string;
  locked?: boolean;
}) {
  const rows = useFieldArray({ control, name: name as never });
  return (
    <>
      {rows.fields.map((row, index) => (
        <div key={row.id} className="flex items-end gap-2">
          <div className="grid flex-1 gap-3 sm:grid-cols-3">{renderRow(index, register)}</div>
          <Button
            variant="ghost"
            aria-label={`Remove row ${index + 1}`}
            disabled={locked || rows.fields.length <= 1}
            onClick={() => rows.remove(index)}
          >
            <X className="size-5" aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        className="self-start"
        disabled={locked || rows.fields.length >= 10}
        onClick={() => rows.append(empty as never)}
      >
        <Plus className="size-5" aria-hidden="true" />
        {addLabel}
      </Button>
    </>
  );
}

/** Know Myself: the child's own details, which the quiz asks back. School, siblings and important information are premium. */
export function KnowMyselfSetupForm({
  prefill,
  hasPremium,
  isPending,
  failure,
  lastSent,
  onSubmit,
  onPremiumNeeded,
}: SetupFormProps<KnowMyselfQuizBody>) {
  const saved = prefill?.prefillData;
  const form = useForm<FormValues>({
    resolver: zodResolver(KnowMyselfQuizBody),
    values: startingValues(saved, lastSent),
  });
  const { errors } = form.formState;
  const isLocked = !hasPremium;
  const isCountAllowed = (count: number) =>
    hasPremium || (QUIZ_LIMITS.freeKnowMyselfCounts as readonly number[]).includes(count);

  // Blank rows are the form's, not the child's: they are not sent.
  const submit = form.handleSubmit((values) =>
    onSubmit({
      ...values,
      siblings: values.siblings?.filter((sibling) => sibling.name.trim() !== ''),
      pets: values.pets?.filter((pet) => pet.type.trim() !== '' && pet.name.trim() !== ''),
      importantInfo: values.importantInfo?.filter((info) => info.trim() !== ''),
    }),
  );
  const text = (name: FieldPath<FormValues>, label: string, type?: string) => (
    <Field label={label} autoComplete="off" type={type} {...form.register(name as never)} />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Section title="Child's Information" open>
        <NameFields
          first={form.register('firstName')}
          last={form.register('lastName')}
          errors={{ first: errors.firstName?.message, last: errors.lastName?.message }}
          autoComplete={false}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Age"
            options={options(AGES)}
            error={errors.age?.message}
            {...form.register('age', { valueAsNumber: true })}
          />
          {text('birthday', 'Birthday', 'date')}
        </div>
      </Section>
      <Section title="Guardian Information">
        {([1, 2] as const).map((which) => (
          <div key={which} className="grid gap-4 sm:grid-cols-3">
            {text(`parent${which}Name`, `Grown-up ${which}: name`)}
            <SelectField
              label={`Grown-up ${which}: who they are`}
              options={options(GUARDIAN_RELATIONSHIPS)}
              {...form.register(`parent${which}RelationshipType`)}
            />
            {text(`parent${which}Phone`, `Grown-up ${which}: phone`, 'tel')}
          </div>
        ))}
      </Section>
      <Section title="Home Information">
        {text('homeAddress', 'Home address (with postcode or ZIP code)')}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('city', 'Town or city')}
          {text('phoneNumber', "Child's own phone (if they have one)", 'tel')}
        </div>
      </Section>
      <Section title="Pets">
        <Rows
          name="pets"
          control={form.control}
          register={form.register}
          empty={{ type: '', name: '' }}
          addLabel="Add a pet"
          renderRow={(index, register) => (
            <>
              <Field label="Kind of pet" {...register(`pets.${index}.type`)} />
              <Field label="Pet's name" {...register(`pets.${index}.name`)} />
            </>
          )}
        />
      </Section>
      <Section title="School Information" locked={isLocked}>
        <div className="grid gap-4 sm:grid-cols-3">
          {text('schoolName', 'School name')}
          {text('teacherName', "Teacher's name")}
          {text('gradeLevel', 'Year or grade')}
        </div>
      </Section>
      <Section title="Siblings" locked={isLocked}>
        <Rows
          name="siblings"
          control={form.control}
          register={form.register}
          empty={{ type: 'Brother', name: '', phone: '' }}
          addLabel="Add a brother or sister"
          locked={isLocked}
          renderRow={(index, register) => (
            <>
              <SelectField
                label="Brother or sister"
                options={options(SIBLING_TYPES)}
                {...register(`siblings.${index}.type`)}
              />
              <Field label="Name" {...register(`siblings.${index}.name`)} />
              <Field label="Phone (optional)" type="tel" {...register(`siblings.${index}.phone`)} />
            </>
          )}
        />
      </Section>
      <Section title="Important Information" locked={isLocked}>
        <Rows
          name="importantInfo"
          control={form.control}
          register={form.register}
          empty=""
          addLabel="Add something important"
          locked={isLocked}
          renderRow={(index, register) => (
            <Field
              label="Allergy, condition or medicine"
              className="sm:col-span-3"
              {...register(`importantInfo.${index}`)}
            />
          )}
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
        countries={quizCountries(saved?.country ?? 'UK')}
        counts={KNOW_MYSELF_QUESTION_COUNTS}
        isCountAllowed={isCountAllowed}
        onCountRefused={() => {
          form.setValue('numQuestions', DEFAULT_COUNT);
          onPremiumNeeded(QUIZ_MESSAGES.premiumKnowMyself);
        }}
        difficulties={KNOW_MYSELF_DIFFICULTY_LEVELS}
      />
      <GenerateButton isPending={isPending} failure={failure} />
    </form>
  );
}
