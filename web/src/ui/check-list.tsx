import { Check } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** A list of what a plan or feature gives, each line with a green tick. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-2.5', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <Check className="mt-0.5 size-5 shrink-0 text-grass-10" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
