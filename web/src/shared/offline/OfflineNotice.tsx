import { t } from '../i18n/i18n';
import { useOnline } from './network-status';

/**
 * A bar at the foot of every page while the phone is offline: what still works (the last menu,
 * kept by the service worker) and what does not. Fixed, so nothing on the page moves.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-40">
      {!online && (
        <p className="bg-stone-900 px-4 py-3 text-center text-sm text-white shadow-lg">
          <strong className="font-bold">{t('offlineNotice')}</strong> {t('offlineDetail')}
        </p>
      )}
    </div>
  );
}
