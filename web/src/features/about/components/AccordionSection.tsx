import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../../shared/ui/icons';

/** One fold of the accordion on the native <details>: keyboard and screen readers for free. */
export function AccordionSection({
  title,
  defaultOpen = false,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  return (
    <details
      open={defaultOpen}
      className="group rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 open:ring-brand-100"
    >
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-lg font-bold [&::-webkit-details-marker]:hidden">
        <h2>{title}</h2>
        <ChevronDownIcon className="shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="space-y-3 px-5 pb-5 text-stone-700">{children}</div>
    </details>
  );
}
