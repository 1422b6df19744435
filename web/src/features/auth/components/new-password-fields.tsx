import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/ui/field.tsx';

/** A new password and its confirmation, each with a show/hide toggle: sign-up, reset and change. */
export function NewPasswordFields({
  password,
  confirm,
  labels,
  errors,
  hint,
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  labels: { password: string; confirm: string };
  errors: { password?: string; confirm?: string };
  hint?: string;
}) {
  return (
    <>
      <Field
        label={labels.password}
        type="password"
        autoComplete="new-password"
        revealable
        hint={hint}
        error={errors.password}
        {...password}
      />
      <Field
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        revealable
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
