import * as RadixAccordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

interface AccordionProps {
  /** The open item, or '' for none: one open at a time, and clicking the open one closes it. */
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}

export function Accordion({ value, onValueChange, children }: AccordionProps) {
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      value={value}
      onValueChange={onValueChange}
      className="flex flex-col gap-3"
    >
      {children}
    </RadixAccordion.Root>
  );
}

const TRIGGER_SIZES = {
  /** A section heading (Popular Topics' groups). */
  section: 'min-h-16 px-5 font-display text-xl font-semibold',
  /** A list row holding its own layout (quiz history). */
  row: 'min-h-16 px-4 py-3 text-base sm:px-5',
};

export function AccordionItem({
  value,
  title,
  children,
  size = 'section',
}: {
  value: string;
  title: ReactNode;
  children: ReactNode;
  size?: keyof typeof TRIGGER_SIZES;
}) {
  return (
    <RadixAccordion.Item
      value={value}
      className="overflow-hidden rounded-[var(--radius-card)] border border-sand-6 bg-white shadow-[var(--shadow-card)]"
    >
      {/* Each item's heading sits right under the page's title (Radix would make it an h3). */}
      <RadixAccordion.Header asChild>
        <h2>
          <RadixAccordion.Trigger
            className={cn(
              'group flex w-full items-center justify-between gap-4 text-left text-sand-12 hover:bg-sand-2',
              TRIGGER_SIZES[size],
            )}
          >
            {title}
            <ChevronDown
              className="size-6 shrink-0 text-sand-11 transition-transform duration-200 group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </RadixAccordion.Trigger>
        </h2>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="border-t border-sand-5 px-3 pb-3 pt-2 sm:px-5">
        {children}
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
