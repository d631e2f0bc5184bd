import type { ReactNode } from 'react';

/** The frame of the login and register pages: one narrow card, comfortable on a phone. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col px-4 py-8 sm:py-14">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <img src="/logo.svg" alt="" width={48} height={48} className="mb-4 size-12" />
        <h1 className="mb-6 text-2xl font-bold text-stone-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}
