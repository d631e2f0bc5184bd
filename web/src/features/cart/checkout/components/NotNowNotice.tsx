import { firstOrderSlot } from '@buka/domain/order-slots';
import { orderRefusalMessage } from '@buka/domain/ordering-state';
import type { Settings } from '@buka/domain/settings';
import { say, t } from '../../../../shared/i18n/i18n';
import { shopStateWords } from '../../../../shared/i18n/clock-words';

/**
 * Closed or paused: the customer reads why now is not offered, and till when (the spec's closed
 * words), before choosing a time, and that a time later still can be chosen, when one can.
 */
export function NotNowNotice(props: { asapOffered: boolean; now: Date; settings: Settings }) {
  if (props.asapOffered) return null;
  const refusal = orderRefusalMessage(props.now, props.settings, shopStateWords());
  if (!refusal) return null;
  const said = say(refusal);
  const laterStill = firstOrderSlot(props.now, props.settings) !== null;
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {laterStill ? `${said.replace(/([^.])$/, '$1.')} ${t('laterStillPossible')}` : said}
    </p>
  );
}
