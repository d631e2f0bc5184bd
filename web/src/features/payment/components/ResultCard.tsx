import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/button-styles';

interface ResultCardProps {
  tone: 'good' | 'bad';
  title: ReactNode;
  children: ReactNode;
  link: { to: string; label: string };
}

/** The pages a payment ends on (docs/screens.md#payment-pages): a mark, a heading, a few words and one way on. */
export function ResultCard({ tone, title, children, link }: ResultCardProps) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <div
        aria-hidden="true"
        className={`grid size-16 place-items-center rounded-full text-3xl font-bold ${
          tone === 'good' ? 'bg-green-100 text-green-700' : 'bg-red-100 text-red-700'
        }`}
      >
        {tone === 'good' ? '✓' : '!'}
      </div>
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <div className="flex flex-col gap-2 text-stone-700">{children}</div>
      <Link to={link.to} className={buttonClasses('primary', 'mt-2 w-full')}>
        {link.label}
      </Link>
    </main>
  );
}
