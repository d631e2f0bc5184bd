import { useEffect } from 'react';
import { nairaMoney } from '../../../shared/ui/price';
import { useShopEvent } from '../../../shared/live/use-shop-events';
import { toast } from '../../../shared/toast/toast-store';
import { playChime, unlockChime } from './chime';

/** A new order rings and shows, whatever staff page is open, so nobody misses it. */
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
    playChime();
    const method = event.paymentMethod === 'cash' ? 'cash' : 'online';
    toast.info(`New order #${event.orderId}: ${nairaMoney(event.total, 'N')} (${method})`);
  });
}
