import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { say, t } from '../../../shared/i18n/i18n';
import { firstOrderSlot } from '@buka/domain/order-slots';
import { orderRefusalMessage } from '@buka/domain/ordering-state';
import { settingsQuery } from '../../../shared/api/get-settings';
import { useNow } from '../../../shared/clock/use-now';
import { useHydrated } from '../../../shared/hydration/use-hydrated';

/**
 * Closed for the day or paused by the staff, said on the home page as the menu says it. Shown
 * once the app runs (the time is the phone's; the page was drawn earlier), pinned to the foot
 * of the screen so nothing on the page moves when it appears.
 */
export function ShopStateNotice() {
  const hydrated = useHydrated();
  const now = useNow();
  const settings = useQuery(settingsQuery).data;
  const [closed, setClosed] = useState(false);
  if (!hydrated || !settings || closed) return null;
  const refusal = orderRefusalMessage(now, settings);
  if (!refusal) return null;
  const later = firstOrderSlot(now, settings) !== null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 shadow-lg"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3">
        <p className="flex-1 text-sm">
          {say(refusal).replace(/([^.])$/, '$1.')} {later && t('laterStillPossible')}{' '}
          <Link to="/menu" className="font-semibold underline">
            See the menu
          </Link>
        </p>
        <button
          type="button"
          aria-label="Close this notice"
          onClick={() => setClosed(true)}
          className="-m-2 min-h-11 min-w-11 shrink-0 rounded-full text-xl leading-none"
        >
          ×
        </button>
      </div>
    </div>
  );
}
