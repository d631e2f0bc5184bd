import { useEffect } from 'react';
import { nairaMoney } from '../../../shared/ui/price';
import { useShopEvent } from '../../../shared/live/use-shop-events';
import { toast } from '../../../shared/toast/toast-store';
import { unlockChime } from './chime';

/**
 * A new order shows, whatever staff page is open (the alarm, useOrderAlarm, rings for it). Any
 * tap or key press lets the alarm be heard.
 */
export function useNewOrderAlerts(): void {
  useEffect(() => {
    const unlock = () => unlockChime();
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

  useShopEvent((event) => {
    if (event.type !== 'order.created') return;
    const method = event.paymentMethod === 'cash' ? 'cash' : 'online';
    toast.info(`New order #${event.orderId}: ${nairaMoney(event.total)} (${method})`);
  });
}
