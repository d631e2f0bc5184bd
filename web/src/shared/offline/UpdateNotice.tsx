import { t } from '../i18n/i18n';
import { useWaitingUpdate } from './update-store';

/** Offers a new version once it is downloaded; the page reloads into it when the customer agrees. */
export function UpdateNotice() {
  const applyUpdate = useWaitingUpdate();
  if (!applyUpdate) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-white p-3 text-sm shadow-lg ring-1 ring-stone-200"
    >
      <p>{t('newVersionReady')}</p>
      <button
        type="button"
        onClick={applyUpdate}
        className="min-h-11 shrink-0 rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('reload')}
      </button>
    </div>
  );
}
