import * as RadixAccordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

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

export function AccordionItem({ value, title, children }: { value: string; title: ReactNode; children: ReactNode }) {
  return (
    <RadixAccordion.Item
      value={value}
      className="overflow-hidden rounded-[var(--radius-card)] border border-sand-6 bg-white shadow-[var(--shadow-card)]"
    >
      <RadixAccordion.Header>
        <RadixAccordion.Trigger className="group flex min-h-16 w-full items-center justify-between gap-4 px-5 text-left font-display text-xl font-semibold text-sand-12 hover:bg-sand-2">
          {title}
          <ChevronDown
            className="size-6 shrink-0 text-sand-11 transition-transform duration-200 group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </RadixAccordion.Trigger>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="border-t border-sand-5 px-3 pb-3 pt-2 sm:px-5">
        {children}
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
