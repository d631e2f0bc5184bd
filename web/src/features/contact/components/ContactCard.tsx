import type { ReactNode } from 'react';

interface ContactCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

export function ContactCard({ icon, title, children }: ContactCardProps) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col">
        <h2 className="text-lg leading-11 font-bold">{title}</h2>
        <div className="flex flex-col text-stone-700">{children}</div>
      </div>
    </li>
  );
}
