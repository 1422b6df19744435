import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { dismissToast, type ToastMessage } from './toast-store.ts';

const DISPLAY_MS = 5_000;

export default function Toaster({ message }: { message: ToastMessage }) {
  const Icon = message.tone === 'destructive' ? CircleAlert : CircleCheck;
  return (
    <RadixToast.Provider duration={DISPLAY_MS} swipeDirection="up">
      <RadixToast.Root
        key={message.id}
        onOpenChange={(open) => {
          if (!open) dismissToast(message.id);
        }}
        className={cn(
          'flex items-start gap-3 rounded-[var(--radius-card)] border bg-white p-4 shadow-[var(--shadow-lift)] animate-rise',
          message.tone === 'destructive' ? 'border-red-7' : 'border-sand-6',
        )}
      >
        <Icon
          className={cn('mt-0.5 size-6 shrink-0', message.tone === 'destructive' ? 'text-red-10' : 'text-grass-10')}
          aria-hidden="true"
        />
        <div className="flex-1">
          <RadixToast.Title className="font-bold text-sand-12">{message.title}</RadixToast.Title>
          {message.description ? (
            <RadixToast.Description className="text-sand-11">{message.description}</RadixToast.Description>
          ) : null}
        </div>
        <RadixToast.Close
          className="-m-2 flex size-11 items-center justify-center rounded-full text-sand-11 hover:bg-sand-4"
          aria-label="Dismiss"
        >
          <X className="size-5" aria-hidden="true" />
        </RadixToast.Close>
      </RadixToast.Root>
      {/* At the top, below the header: a toast at the foot of a phone's screen sat over the buttons it was about. */}
      <RadixToast.Viewport className="fixed inset-x-0 top-16 z-[60] mx-auto flex w-full max-w-md flex-col p-4 outline-none sm:right-4 sm:left-auto sm:mx-0" />
    </RadixToast.Provider>
  );
}
