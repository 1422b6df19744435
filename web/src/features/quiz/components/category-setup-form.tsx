import {
  AGE_BRACKETS,
  type AgeBracket,
  LEARNER_COUNTRY_NAMES,
  type LearnerCountry,
  MAX_LEARNER_AGE,
  MIN_LEARNER_AGE,
  QUIZ_COUNTRIES,
  type SafetyCategory,
} from '@contract/constants.ts';
import { GUARDIAN_RELATIONSHIPS, type PrefillResponse, SIBLING_TYPES } from '@contract/learners.ts';
import {
  CategoryQuizBody,
  KNOW_MYSELF_DIFFICULTY_LEVELS,
  KNOW_MYSELF_QUESTION_COUNTS,
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
  SAFETY_DIFFICULTY_LEVELS,
  SAFETY_QUESTION_COUNTS,
} from '@contract/quiz.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Lock, Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type UseFormRegister, useFieldArray, useForm } from 'react-hook-form';
import { Badge, PremiumBadge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { Field, SelectField } from '@/ui/field.tsx';
import { NameFields } from '@/ui/name-fields.tsx';

type FormValues = CategoryQuizBody;

function Section({
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

const options = <T extends string | number>(values: readonly T[], label: (value: T) => string = String) =>
  values.map((value) => ({ value, label: label(value) }));

export interface CategorySetupProps {
  category: SafetyCategory;
  prefill: PrefillResponse | undefined;
  hasPremium: boolean;
  isPending: boolean;
  onSubmit: (body: CategoryQuizBody) => void;
  onPremiumNeeded: (message: string) => void;
}

export function CategorySetupForm({
  category,
  prefill,
  hasPremium,
  isPending,
  onSubmit,
  onPremiumNeeded,
}: CategorySetupProps) {
  const isKnowMyself = category === 'personal-info-recall';
  const data = prefill?.prefillData;
  const defaultBracket = data
    ? AGE_BRACKETS.find((bracket) => {
        const [low, high] = bracket.split('-').map(Number);
        return (low ?? 0) <= data.age && data.age <= (high ?? 0);
      })
    : undefined;
  const brackets: readonly AgeBracket[] =
    category === 'digital-safety' ? AGE_BRACKETS.filter((bracket) => bracket !== '4-6') : AGE_BRACKETS;
  // The learner's own country, always: a child in France must never be shown (or taught) the UK's numbers.
  const country: LearnerCountry = data?.country ?? 'UK';
  const countries: readonly LearnerCountry[] = (QUIZ_COUNTRIES as readonly string[]).includes(country)
    ? QUIZ_COUNTRIES
    : [...QUIZ_COUNTRIES, country];
  const form = useForm<FormValues>({
    resolver: zodResolver(CategoryQuizBody),
    values: {
      category,
      firstName: data?.firstName ?? '',
      lastName: data?.lastName ?? '',
      ...(isKnowMyself
        ? {
            age: data?.age ?? 8,
            birthday: data?.birthday ?? '',
            parent1Name: data?.parent1Name ?? '',
            parent1Phone: data?.parent1Phone ?? '',
            parent1RelationshipType: data?.parent1RelationshipType ?? 'Mum',
            parent2Name: data?.parent2Name ?? '',
            parent2Phone: data?.parent2Phone ?? '',
            parent2RelationshipType: data?.parent2RelationshipType ?? 'Dad',
            phoneNumber: data?.phoneNumber ?? '',
            homeAddress: data?.homeAddress ?? '',
            city: data?.city ?? '',
            schoolName: data?.schoolName ?? '',
            teacherName: data?.teacherName ?? '',
            gradeLevel: data?.gradeLevel ?? '',
            siblings: data?.siblings?.length ? data.siblings : [{ type: 'Brother', name: '', phone: '' }],
            pets: data?.pets?.length ? data.pets : [{ type: '', name: '' }],
            importantInfo: data?.importantInfo?.length ? data.importantInfo : [''],
          }
        : { ageBracket: defaultBracket && brackets.includes(defaultBracket) ? defaultBracket : '7-9' }),
      country,
      numQuestions: isKnowMyself ? 10 : 5,
      difficultyLevel: isKnowMyself ? 'Normal' : 'Medium',
    },
  });
  const { errors } = form.formState;
  const counts = isKnowMyself ? KNOW_MYSELF_QUESTION_COUNTS : SAFETY_QUESTION_COUNTS;
  const isCountAllowed = (count: number) =>
    hasPremium ||
    (isKnowMyself
      ? (QUIZ_LIMITS.freeKnowMyselfCounts as readonly number[]).includes(count)
      : count <= QUIZ_LIMITS.freeQuestionCount);
  const isLocked = !hasPremium;

  const submit = form.handleSubmit((values) =>
    onSubmit({
      ...values,
      siblings: values.siblings?.filter((sibling) => sibling.name.trim() !== ''),
      pets: values.pets?.filter((pet) => pet.type.trim() !== '' && pet.name.trim() !== ''),
      importantInfo: values.importantInfo?.filter((info) => info.trim() !== ''),
    }),
  );
  const text = (name: FieldPath<FormValues>, label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <Field
      label={label}
      autoComplete={extra.autoComplete ?? 'off'}
      type={extra.type}
      {...form.register(name as never)}
    />
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
        {isKnowMyself ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Age"
              options={Array.from({ length: MAX_LEARNER_AGE - MIN_LEARNER_AGE + 1 }, (_, index) => ({
                value: index + MIN_LEARNER_AGE,
                label: `${index + MIN_LEARNER_AGE}`,
              }))}
              error={errors.age?.message}
              {...form.register('age', { valueAsNumber: true })}
            />
            {text('birthday', 'Birthday', { type: 'date' })}
          </div>
        ) : (
          <SelectField
            label="Age group"
            options={options(brackets, (bracket) => `Ages ${bracket}`)}
            error={errors.ageBracket?.message}
            {...form.register('ageBracket')}
          />
        )}
      </Section>

      {isKnowMyself ? (
        <>
          <Section title="Guardian Information">
            {([1, 2] as const).map((which) => (
              <div key={which} className="grid gap-4 sm:grid-cols-3">
                {text(`parent${which}Name`, `Grown-up ${which}: name`)}
                <SelectField
                  label={`Grown-up ${which}: who they are`}
                  options={options(GUARDIAN_RELATIONSHIPS)}
                  {...form.register(`parent${which}RelationshipType`)}
                />
                {text(`parent${which}Phone`, `Grown-up ${which}: phone`, { type: 'tel' })}
              </div>
            ))}
          </Section>
          <Section title="Home Information">
            {text('homeAddress', 'Home address (with postcode or ZIP code)')}
            <div className="grid gap-4 sm:grid-cols-2">
              {text('city', 'Town or city')}
              {text('phoneNumber', "Child's own phone (if they have one)", { type: 'tel' })}
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
        </>
      ) : null}

      <Section title="Quiz Settings" open>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Country"
            options={options(countries, (code) => LEARNER_COUNTRY_NAMES[code])}
            error={errors.country?.message}
            {...form.register('country')}
          />
          <SelectField
            label="Number of questions"
            options={counts.map((count) => ({
              value: count,
              label: isCountAllowed(count) ? `${count} questions` : `${count} questions (premium)`,
            }))}
            error={errors.numQuestions?.message}
            {...form.register('numQuestions', {
              valueAsNumber: true,
              onChange: (event: { target: { value: string } }) => {
                const count = Number(event.target.value);
                if (!isCountAllowed(count)) {
                  form.setValue('numQuestions', isKnowMyself ? 10 : 5);
                  onPremiumNeeded(isKnowMyself ? QUIZ_MESSAGES.premiumKnowMyself : QUIZ_MESSAGES.premiumQuestions);
                }
              },
            })}
          />
          <SelectField
            label="Difficulty"
            options={options(isKnowMyself ? KNOW_MYSELF_DIFFICULTY_LEVELS : SAFETY_DIFFICULTY_LEVELS)}
            error={errors.difficultyLevel?.message}
            {...form.register('difficultyLevel')}
          />
        </div>
        {!hasPremium && !isKnowMyself ? (
          <p className="text-sm text-sand-11">
            <Badge tone="neutral">Free plan</Badge> Safety quizzes have 5 questions, and you can make 5 a month.
          </p>
        ) : null}
      </Section>

      <Button type="submit" size="lg" disabled={isPending} className="mt-2">
        {isPending ? 'Generating Quiz...' : 'Generate Quiz'}
      </Button>
    </form>
  );
}
