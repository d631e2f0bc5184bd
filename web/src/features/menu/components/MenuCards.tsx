import { say, t } from '../../../shared/i18n/i18n';
import { firstOrderSlot } from '@buka/domain/order-slots';
import { pausedCardMessage, type OrderingState } from '@buka/domain/ordering-state';
import type { Settings } from '@buka/domain/settings';
import { dayWord, formatTime } from '@buka/domain/shop-clock';
import { closedCardMessage, describeTimetable } from '@buka/domain/shop-hours';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import type { MenuPopup } from '../lib/menu-popup';

export interface MenuCardProps {
  popup: MenuPopup;
  ordering: OrderingState;
  now: Date;
  settings: Settings;
  onDismiss: () => void;
  onUnderstood: () => void;
}

/**
 * docs/screens.md#menu: the menu's cards, drawn once MenuPopups has decided which one shows. A
 * chunk of its own, loaded only when a card is due (and kept for offline use by the service
 * worker): the slot rules the closed card needs would otherwise weigh on every menu's first
 * download.
 */
export default function MenuCard(props: MenuCardProps) {
  const { popup, ordering, now, settings, onDismiss, onUnderstood } = props;
  if (popup === 'closed') {
    // When the shop takes orders for later while closed, the card says from when.
    const later = firstOrderSlot(now, settings);
    return (
      <Dialog title="We are closed" onClose={onDismiss}>
        <p>{say(closedCardMessage(now, settings))}</p>
        {later && (
          <p className="font-medium text-brand-800">
            {t('laterWhileClosedCard', { when: `${dayWord(later)}, ${formatTime(later.time)}` })}{' '}
            {t('laterWhileClosedHow')}
          </p>
        )}
        <div className="rounded-lg bg-brand-50 p-3 text-sm text-stone-700">
          <p className="font-semibold">Our hours</p>
          <ul>
            {describeTimetable(settings.timetable).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        {later ? (
          <Button onClick={onDismiss} className="self-end">
            Order for later
          </Button>
        ) : (
          <p className="text-sm text-stone-600">You can still look through the menu.</p>
        )}
      </Dialog>
    );
  }
  if (popup === 'paused' && ordering.kind === 'paused') {
    return (
      <Dialog title="Ordering paused" onClose={onDismiss}>
        <p>{say(pausedCardMessage(ordering.resumes))}</p>
        <p className="text-sm text-stone-600">You can still look through the menu.</p>
      </Dialog>
    );
  }
  if (popup === 'noFood') {
    return (
      <Dialog title="No food now" onClose={onDismiss}>
        <p>{t('noFoodNow')}</p>
      </Dialog>
    );
  }
  if (popup !== 'welcome') return null;
  return (
    <Dialog title={`Welcome to ${settings.name}`} onClose={onUnderstood}>
      <p>We cook fresh Nigerian food and deliver it to you. These are the places we deliver:</p>
      <ul className="flex flex-wrap gap-2">
        {settings.areas.map((area) => (
          <li
            key={area.name}
            className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
          >
            {area.name}
          </li>
        ))}
      </ul>
      <Button onClick={onUnderstood} className="self-end">
        understood
      </Button>
    </Dialog>
  );
}
