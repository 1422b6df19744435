import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, type SelectHTMLAttributes, useId, useState } from 'react';
import { cn } from '@/lib/cn.ts';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Adds a show/hide toggle for passwords. */
  revealable?: boolean;
}

/** A form field with a visible label, its hint and its error text tied to the input. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, revealable, className, type, id, ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="font-bold text-sand-12">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            'min-h-12 w-full rounded-xl border bg-white px-4 text-base text-sand-12 placeholder:text-sand-9',
            'disabled:bg-sand-3 disabled:text-sand-11',
            error ? 'border-red-8' : 'border-sand-7 hover:border-sand-8',
            revealable && 'pr-14',
          )}
          {...props}
        />
        {revealable ? (
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-sand-11 hover:text-sand-12"
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
          >
            {revealed ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${inputId}-hint`} className="text-sm text-sand-11">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm font-bold text-red-11">
          {error}
        </p>
      ) : null}
    </div>
  );
});

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  options: readonly { value: string | number; label: string }[];
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, options, className, id, ...props },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="font-bold text-sand-12">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={cn(
          'min-h-12 w-full appearance-none rounded-xl border bg-white bg-[length:20px] bg-[right_12px_center] bg-no-repeat px-4 pr-10 text-base text-sand-12',
          "bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2363635e' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")]",
          error ? 'border-red-8' : 'border-sand-7 hover:border-sand-8',
        )}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${selectId}-error`} className="text-sm font-bold text-red-11">
          {error}
        </p>
      ) : null}
    </div>
  );
});
