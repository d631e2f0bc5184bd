import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IdentityProviderButton } from '../oidc/IdentityProviderButton';

interface AuthCardProps {
  title: string;
  /**
   * The way to the other form ("New here? Register", "Already have an account? Login"), shown
   * under the identity provider's button; a card without a form has neither.
   */
  other?: { question: string; to: string; label: string };
  children: ReactNode;
}

/**
 * The frame of the login and register pages: one narrow card, comfortable on a phone, with the
 * identity provider's button (when one is set up) and the way to the other form below the form.
 */
export function AuthCard({ title, other, children }: AuthCardProps) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col px-4 py-8 sm:py-14">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <img src="/logo.svg" alt="" width={48} height={48} className="mb-4 size-12" />
        <h1 className="mb-6 text-2xl font-bold text-stone-900">{title}</h1>
        {children}
        {other && (
          <>
            <IdentityProviderButton />
            <p className="mt-6 text-center text-sm text-stone-600">
              {other.question}{' '}
              <Link to={other.to} className="font-semibold text-brand-700 underline">
                {other.label}
              </Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
