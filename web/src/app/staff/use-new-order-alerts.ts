import { useEffect } from 'react';
import { nairaMoney } from '../../shared/ui/price';
import { useShopEvent } from '../../shared/live/use-shop-events';
import { useCan } from '../../shared/session/use-can';
import { toast } from '../../shared/toast/toast-store';
import { unlockChime } from './chime';

/**
 * A new order shows, whatever staff page is open (the alarm, useOrderAlarm, rings for it). Any
 * tap or key press lets the alarm be heard.
 */
export function useNewOrderAlerts(): void {
  const money = useCan('money.view');
  // On the click, not the pointer going down: letting sound play hides the alarm's notice
  // (the page below moves up) and opening the sound output can hold the phone for a moment, so
  // done on pointerdown it moved the button away before the finger lifted, and the first tap
  // on Pause or Resume did nothing. A click has already reached its button.
  useEffect(() => {
    const unlock = () => unlockChime();
    window.addEventListener('click', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('click', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

  useShopEvent((event) => {
    // Staff took a phone order in themselves and accepted it as they did: nothing to alert.
    if (event.type !== 'order.created' || event.source === 'phone') return;
    const method = event.paymentMethod === 'cash' ? 'cash' : 'online';
    // The kitchen hears of the order, not of its money.
    toast.info(
      money && event.total !== null
        ? `New order #${event.orderId}: ${nairaMoney(event.total)} (${method})`
        : `New order #${event.orderId}`,
    );
  });
}
