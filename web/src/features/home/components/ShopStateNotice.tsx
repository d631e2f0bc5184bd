import { useState } from 'react';
import { Link } from 'react-router';
import { firstOrderSlot } from '@buka/domain/order-slots';
import { orderRefusalMessage } from '@buka/domain/ordering-state';
import type { Settings } from '@buka/domain/settings';
import { shopStateWords } from '../../../shared/i18n/clock-words';
import { say, t } from '../../../shared/i18n/i18n';
import { tl } from '../../../shared/i18n/later';

/**
 * Closed for the day or paused by the staff, said on the home page as the menu says it, in the
 * language shown (its words are the later table's, loaded with this chunk: ShopState.tsx).
 */
export default function ShopStateNotice({ now, settings }: { now: Date; settings: Settings }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const refusal = orderRefusalMessage(now, settings, shopStateWords());
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
            {tl('seeTheMenu')}
          </Link>
        </p>
        <button
          type="button"
          aria-label={tl('closeNotice')}
          onClick={() => setClosed(true)}
          className="-m-2 min-h-11 min-w-11 shrink-0 rounded-full text-xl leading-none"
        >
          ×
        </button>
      </div>
    </div>
  );
}
