import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button.tsx';

/**
 * For a learner of 10 or more, some of their own details are typed from memory instead of picked
 * (a postcode, part of a number). The server decides whether it is right; spaces and case do not count.
 */
/**
 * The keyboard the answer needs, guessed from its options (kept for players without a text box):
 * plain digits bring up the number pad, a phone number (spaces, +, brackets) the phone pad, anything else letters.
 */
export function inputModeFor(options: string[]): 'numeric' | 'tel' | 'text' {
  if (options.length === 0) return 'text';
  if (options.every((option) => /^\d+$/.test(option))) return 'numeric';
  if (options.every((option) => /^[\d\s+().-]+$/.test(option))) return 'tel';
  return 'text';
}

export function TypedAnswer({
  options,
  disabled,
  onCheck,
}: {
  options: string[];
  disabled: boolean;
  onCheck: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const canCheck = !disabled && text.trim() !== '';
  return (
    <form
      className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (canCheck) onCheck(text);
      }}
    >
      <label className="flex min-w-0 flex-1 flex-col gap-2 text-lg font-bold text-sand-12">
        Type your answer
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={disabled}
          inputMode={inputModeFor(options)}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={300}
          className="min-h-16 w-full rounded-2xl border-2 border-sand-6 bg-white px-4 text-[1.5rem] font-bold tracking-wide focus:border-iris-8 focus:outline-none"
        />
      </label>
      <Button type="submit" size="lg" disabled={!canCheck} className="min-h-16 sm:w-auto">
        <CircleCheck className="size-6" aria-hidden="true" />
        Check
      </Button>
    </form>
  );
}
