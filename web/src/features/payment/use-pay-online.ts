import { useMutation } from '@tanstack/react-query';
import { t } from '../../shared/i18n/i18n';
import { useSession } from '../../shared/session/session-store';
import { toast } from '../../shared/toast/toast-store';
import { PaymentStartError } from '../../shared/slots/payment';
import { startPaymentOnDemand } from './start-payment-on-demand';

/**
 * docs/orders.md#payment Pay Online (the success page, an unpaid order): starts the payment and
 * sends the browser to the provider's page. `paying` stays on until the page is left.
 */
export function usePayOnline() {
  const user = useSession();
  const payment = useMutation({
    mutationFn: (order: { id: number; total: number }) =>
      startPaymentOnDemand({
        phoneNumber: user?.phoneNumber ?? undefined,
        userId: user?.uid,
        orderId: order.id,
        amount: order.total,
      }),
    onSuccess: (url) => window.location.assign(url),
    onError: (error) =>
      toast.error(error instanceof PaymentStartError ? error.message : t('cantPayNow')),
  });
  const paying = payment.isPending || payment.isSuccess;

  function payOnline(order: { id: number; total: number }): void {
    if (!paying) payment.mutate(order);
  }

  return { payOnline, paying };
}
