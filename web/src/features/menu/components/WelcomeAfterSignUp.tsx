import { useState } from 'react';
import { t } from '../../../shared/i18n/i18n';

/**
 * Right after sign-up (/menu/new) the customer lands on the menu with a word of welcome rather
 * than an empty cart; the cart opens by itself once it holds something.
 */
export default function WelcomeAfterSignUp({ name }: { name: string }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  return (
    <div
      role="status"
      className="mb-4 flex items-start justify-between gap-3 rounded-2xl bg-brand-50 p-4 text-brand-800"
    >
      <p>{t('welcomeNewCustomer', { name: firstName })}</p>
      <button
        type="button"
        className="-m-2 min-h-11 min-w-11 shrink-0 rounded-full text-xl leading-none"
        aria-label={t('close')}
        onClick={() => setClosed(true)}
      >
        ×
      </button>
    </div>
  );
}
