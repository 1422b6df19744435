import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** A side sheet (the menu) instead of a centred dialog. */
  side?: 'left';
  className?: string;
}

export function Dialog({ open, onOpenChange, title, description, children, side, className }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-sand-12/40 animate-fade-in" />
        <RadixDialog.Content
          className={cn(
            'fixed z-50 overflow-y-auto bg-white shadow-[var(--shadow-lift)] focus:outline-none',
            side === 'left'
              ? 'inset-y-0 left-0 w-[min(20rem,88vw)] p-5 animate-slide-in'
              : 'left-1/2 top-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] p-6 animate-fade-in',
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="font-display text-2xl font-semibold text-sand-12">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-mr-2 -mt-1 flex size-12 shrink-0 items-center justify-center rounded-full text-sand-11 hover:bg-sand-4"
              aria-label="Close"
            >
              <X className="size-6" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-sand-11">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
