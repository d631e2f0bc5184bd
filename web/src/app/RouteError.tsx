import { Link } from 'react-router';
import { ApiError } from '../shared/api/client';
import { t } from '../shared/i18n/i18n';
import { isOnline } from '../shared/offline/network-status';

/**
 * The page's code or data never arrived: a failed dynamic import rejects with a TypeError whose
 * words differ by browser, a failed call with status 0. A phone can believe it is online on a
 * signal that carries nothing, so these count as offline even when navigator.onLine says not.
 */
function isFetchFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|importing a module script|failed to fetch/i.test(
      error.message,
    )
  );
}

/**
 * A page's code failed to load (docs/messages.md#catalogue: a chunk missing, timed out or failing)
 * or threw while drawing: say so plainly and offer a way back instead of a blank screen. Offline,
 * say that the signal is the cause and what still works, so the customer is not left thinking the
 * shop broke.
 */
export function RouteError({ error }: { error: unknown }) {
  const offline = typeof navigator !== 'undefined' && (!isOnline() || isFetchFailure(error));
  console.error(error);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">
        {offline ? t('youAreOffline') : t('somethingWentWrong')}
      </h1>
      <p className="text-stone-600">{offline ? t('pageNeedsNetwork') : t('pageNotOpened')}</p>
      <div className="flex gap-3">
        <button
          type="button"
          className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white"
          onClick={() => window.location.reload()}
        >
          {t('tryAgain')}
        </button>
        {/* Offline, the menu is the page that still opens. */}
        <Link
          to={offline ? '/menu' : '/'}
          className="rounded-full border border-stone-300 px-5 py-2 font-semibold"
        >
          {offline ? t('navMenu') : t('navHome')}
        </Link>
      </div>
    </main>
  );
}
