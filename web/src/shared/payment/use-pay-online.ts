import { useState } from 'react';
import { messages } from '@buka/domain/messages';
import { useSession } from '../session/session-store';
import { toast } from '../toast/toast-store';
import { PaymentStartError, startPayment } from './start-payment';

/**
 * spec §4 Pay Online (the success page, an unpaid order): starts the payment and sends the
 * browser to the provider's page. `paying` stays on until the page is left.
 */
export function usePayOnline() {
  const user = useSession();
  const [paying, setPaying] = useState(false);

  async function payOnline(order: { id: number; total: number }): Promise<void> {
    if (paying) return;
    setPaying(true);
    try {
      const url = await startPayment({
        phoneNumber: user?.phoneNumber ?? undefined,
        userId: user?.uid,
        orderId: order.id,
        amount: order.total,
      });
      window.location.assign(url);
    } catch (error) {
      setPaying(false);
      toast.error(error instanceof PaymentStartError ? error.message : messages.cantPayNow);
    }
  }

  return { payOnline, paying };
}
