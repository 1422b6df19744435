import * as RadixToast from '@radix-ui/react-toast';
import { CircleCheck, X } from 'lucide-react';
import { dismissToast, type ToastMessage } from './toast-store.ts';

const DISPLAY_MS = 5_000;

export default function Toaster({ message }: { message: ToastMessage }) {
  return (
    <RadixToast.Provider duration={DISPLAY_MS} swipeDirection="up">
      <RadixToast.Root
        key={message.id}
        onOpenChange={(open) => {
          if (!open) dismissToast(message.id);
        }}
        className="flex items-start gap-3 rounded-[var(--radius-card)] border border-sand-6 bg-white p-4 shadow-[var(--shadow-lift)] animate-rise"
      >
        <CircleCheck className="mt-0.5 size-6 shrink-0 text-grass-10" aria-hidden="true" />
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
