import { cn } from '@/lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-iris-9 text-white hover:bg-iris-10 shadow-sm',
  secondary: 'bg-white text-iris-11 border border-iris-7 hover:bg-iris-2 hover:border-iris-8',
  ghost: 'bg-transparent text-sand-12 hover:bg-sand-4',
  danger: 'bg-red-11 text-white hover:bg-red-12 shadow-sm',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-12 px-5 text-base',
  lg: 'min-h-14 px-7 text-lg',
};

/** The button's look, for a link or a button; apart from Button so that it does not load Radix's Slot. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full text-center font-bold leading-tight transition-colors duration-200 ease-out',
    'disabled:cursor-not-allowed disabled:opacity-60 select-none no-underline',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}
