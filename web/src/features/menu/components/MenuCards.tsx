import { say, t } from '../../../shared/i18n/i18n';
import { tl } from '../../../shared/i18n/later';
import { clockWords, shopStateWords } from '../../../shared/i18n/clock-words';
import { timetableWords } from '../../../shared/i18n/timetable-words';
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
    const when = later && `${dayWord(later, clockWords())}, ${formatTime(later.time)}`;
    return (
      <Dialog title={tl('closedCardTitle')} onClose={onDismiss}>
        <p>{say(closedCardMessage(now, settings, shopStateWords()))}</p>
        {when && (
          <p className="font-medium text-brand-800">
            {t('laterWhileClosedCard', { when })} {t('laterWhileClosedHow')}
          </p>
        )}
        <div className="rounded-lg bg-brand-50 p-3 text-sm text-stone-700">
          <p className="font-semibold">{tl('ourHours')}</p>
          <ul>
            {describeTimetable(settings.timetable, timetableWords()).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        {later ? (
          <Button onClick={onDismiss} className="self-end">
            {tl('orderForLater')}
          </Button>
        ) : (
          <p className="text-sm text-stone-600">{tl('stillLookThrough')}</p>
        )}
      </Dialog>
    );
  }
  if (popup === 'paused' && ordering.kind === 'paused') {
    return (
      <Dialog title={tl('pausedCardTitle')} onClose={onDismiss}>
        <p>{say(pausedCardMessage(ordering.resumes, shopStateWords()))}</p>
        <p className="text-sm text-stone-600">{tl('stillLookThrough')}</p>
      </Dialog>
    );
  }
  if (popup === 'noFood') {
    return (
      <Dialog title={tl('noFoodCardTitle')} onClose={onDismiss}>
        <p>{t('noFoodNow')}</p>
      </Dialog>
    );
  }
  if (popup !== 'welcome') return null;
  return (
    <Dialog title={t('welcomeTo', { shop: settings.name })} onClose={onUnderstood}>
      <p>{tl('welcomeCardText')}</p>
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
        {tl('understood')}
      </Button>
    </Dialog>
  );
}
