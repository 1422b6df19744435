import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button-classes.ts';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the child element (a link) with the button's look. */
  asChild?: boolean;
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
