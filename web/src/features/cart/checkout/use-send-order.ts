import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CartItem } from '@buka/domain/cart';
import { messages } from '@buka/domain/messages';
import type { PaymentMethod } from '@buka/domain/orders';
import { ApiError } from '../../../shared/api/client';
import { offlineWords, isOnline } from '../../../shared/offline/network-status';
import { getSession } from '../../../shared/session/session-store';
import { toast } from '../../../shared/toast/toast-store';
import { PaymentStartError, startPayment } from '../../../shared/payment/start-payment';
import { placeOrder } from './api/place-order';
import { writeCheckoutData } from './checkout-data';
import { createCheckoutAttempts, isDefiniteRefusal, orderSignature } from './idempotency';
import { orderErrorMessage } from './order-errors';
import { queryKeys } from '../../../shared/api/query-keys';

export interface SendOrderInput {
  address: string;
  phone: string;
  area: string | undefined;
  paymentMethod: PaymentMethod;
  totalKobo: number;
  lines: CartItem[];
}

/**
 * spec §4 checkout: sends the order once (one Idempotency-Key per attempt, reused when the same
 * cart is sent again after an unknown outcome), then goes to the success page (cash) or straight
 * to the payment page (online).
 */
// Kept for the tab's life, not the panel's: closing the cart mid-send and sending again must
// still carry the same key.
const attempts = createCheckoutAttempts();
const inFlight = { current: false };

export function useSendOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);

  async function sendOrder(input: SendOrderInput): Promise<void> {
    const user = getSession();
    if (!user || inFlight.current) return;
    // The menu works offline (service worker); an order cannot, so say so instead of trying.
    if (!isOnline()) return void toast.error(offlineWords.orderNeedsNetwork);
    const products = input.lines.map((line) => ({ id: line.fid, qty: line.qty }));
    const body = {
      name: user.name || user.displayName || 'Customer',
      phone: input.phone,
      address: input.address.trim(),
      userId: user.uid,
      total: input.totalKobo / 100,
      clientId: user._id,
      products,
      paymentMethod: input.paymentMethod,
      delivery: true,
      area: input.area,
    };
    const key = attempts.keyFor(orderSignature(body));
    inFlight.current = true;
    setSending(true);
    let leaving = false;
    try {
      const order = await placeOrder(body, key);
      attempts.finish();
      writeCheckoutData({ uid: user.uid, address: input.address.trim(), area: input.area });
      // The server took the ordered lines out of the cart and the stock off the menu.
      const ordered = new Set(products.map((product) => product.id));
      queryClient.setQueryData<CartItem[]>(queryKeys.cart.of(user.uid), (lines) =>
        lines?.filter((line) => !ordered.has(line.fid)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });

      if (order.paymentMethod === 'online') {
        try {
          const url = await startPayment({
            phoneNumber: input.phone,
            userId: user.uid,
            orderId: order.id,
            amount: order.total,
          });
          leaving = true;
          window.location.assign(url);
          return;
        } catch (error) {
          // The order stands unpaid; its success page offers Pay Online again.
          toast.error(error instanceof PaymentStartError ? error.message : messages.cantPayNow);
        }
      }
      navigate(`/order/success/${order.id}/${order.total}`);
    } catch (error) {
      if (error instanceof ApiError && isDefiniteRefusal(error)) attempts.finish();
      // 'Food is finished': the menu's stock changed; show which lines are now unavailable.
      if (error instanceof ApiError && error.status === 400) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.products });
      }
      toast.error(
        !isOnline()
          ? offlineWords.orderNeedsNetwork
          : error instanceof ApiError
            ? orderErrorMessage(error.status, error.message)
            : orderErrorMessage(null),
      );
    } finally {
      if (!leaving) {
        inFlight.current = false;
        setSending(false);
      }
    }
  }

  return { sendOrder, sending };
}
