import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '@buka/domain/messages';
import type { Food } from '@buka/domain/products';
import { defaultSettings } from '@buka/domain/default-settings';
import { orderingState, pausedCardMessage } from '@buka/domain/ordering-state';
import { firstOrderSlot } from '@buka/domain/order-slots';
import {
  closedCardMessage,
  dayWord,
  describeTimetable,
  formatClockTime,
} from '@buka/domain/shop-hours';
import { Button } from '../../../shared/ui/Button';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { Dialog } from '../../../shared/ui/Dialog';
import { settingsQuery } from '../../../shared/api/get-settings';
import { menuPopup, type MenuPopup } from '../lib/menu-popup';
import { useNow } from '../../../shared/clock/use-now';
import { readWelcomeSeen, rememberWelcomeSeen } from '../lib/welcome-seen';

/**
 * spec §2: the menu's cards: closed for the day (or paused by the staff: for now, never until
 * tomorrow), no food now, and the welcome card.
 */
export function MenuPopups({ foods }: { foods: readonly Food[] | undefined }) {
  // The time and this phone's 'seen' mark are the browser's: a menu drawn on the server shows
  // its cards once taken over.
  const hydrated = useHydrated();
  const now = useNow();
  const settingsResult = useQuery(settingsQuery);
  const [welcomeSeen, setWelcomeSeen] = useState(readWelcomeSeen);
  const [dismissed, setDismissed] = useState<ReadonlySet<MenuPopup>>(new Set());

  // Until the shop's own timetable arrives we cannot say it is closed; after a failed load the
  // default hours stand in.
  const settings = settingsResult.data ?? (settingsResult.isError ? defaultSettings : undefined);
  if (!settings || !hydrated) return null;

  const ordering = orderingState(now, settings);
  const popup = menuPopup({ ordering: ordering.kind, foods, welcomeSeen });
  if (!popup || dismissed.has(popup)) return null;
  const dismiss = () => setDismissed(new Set(dismissed).add(popup));

  if (popup === 'closed') {
    // Issue 17: when the shop takes orders for later while closed, the card says from when.
    const later = firstOrderSlot(now, settings);
    return (
      <Dialog title="We are closed" onClose={dismiss}>
        <p>{closedCardMessage(now, settings)}</p>
        {later && (
          <p className="font-medium text-brand-800">
            {messages.laterWhileClosedCard.replace(
              '{when}',
              `${dayWord(later)}, ${formatClockTime(later.time).toLowerCase()}`,
            )}{' '}
            {messages.laterWhileClosedHow}
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
          <Button onClick={dismiss} className="self-end">
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
      <Dialog title="Ordering paused" onClose={dismiss}>
        <p>{pausedCardMessage(ordering.resumes)}</p>
        <p className="text-sm text-stone-600">You can still look through the menu.</p>
      </Dialog>
    );
  }
  if (popup === 'noFood') {
    return (
      <Dialog title="No food now" onClose={dismiss}>
        <p>{messages.noFoodNow}</p>
      </Dialog>
    );
  }
  const understood = () => {
    rememberWelcomeSeen();
    setWelcomeSeen(true);
  };
  return (
    <Dialog title={`Welcome to ${settings.name}`} onClose={understood}>
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
      <Button onClick={understood} className="self-end">
        understood
      </Button>
    </Dialog>
  );
}
