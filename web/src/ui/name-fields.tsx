import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field.tsx';

/** First and last name side by side: sign-up, the account page and learner profiles. */
export function NameFields({
  first,
  last,
  errors,
  autoComplete = true,
}: {
  first: UseFormRegisterReturn;
  last: UseFormRegisterReturn;
  errors: { first?: string; last?: string };
  /** A child's name is not the parent's own, so the browser should not offer to fill it. */
  autoComplete?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="First name" autoComplete={autoComplete ? 'given-name' : 'off'} error={errors.first} {...first} />
      <Field label="Last name" autoComplete={autoComplete ? 'family-name' : 'off'} error={errors.last} {...last} />
    </div>
  );
}
