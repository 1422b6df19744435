import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn.ts';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-iris-9 text-white hover:bg-iris-10 shadow-sm',
  secondary: 'bg-white text-iris-11 border border-iris-7 hover:bg-iris-2 hover:border-iris-8',
  ghost: 'bg-transparent text-sand-12 hover:bg-sand-4',
  danger: 'bg-red-11 text-white hover:bg-red-12 shadow-sm',
};

const SIZES: Record<Size, string> = {
  md: 'min-h-12 px-5 text-base',
  lg: 'min-h-14 px-7 text-lg',
};

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: Variant;
  size?: Size;
  /** Renders the child element (a link) with the button's look. */
  asChild?: boolean;
}

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full text-center font-bold leading-tight transition-colors duration-200 ease-out',
    'disabled:cursor-not-allowed disabled:opacity-60 select-none no-underline',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={buttonClasses(variant, size, className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
