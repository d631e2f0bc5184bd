import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CartItem } from '@buka/domain/cart';
import { t } from '../../../shared/i18n/i18n';
import type { Fulfilment } from '@buka/domain/delivery-rules';
import type { PaymentMethod } from '@buka/domain/orders';
import { ApiError } from '../../../shared/api/client';
import { tl } from '../../../shared/i18n/later';
import { isOnline } from '../../../shared/offline/network-status';
import { getSession } from '../../../shared/session/session-store';
import type { SessionUser } from '@buka/domain/auth';
import { toast } from '../../../shared/toast/toast-store';
import { PaymentStartError, useStartPayment } from '../../../shared/slots/payment';
import { placeOrder } from './api/place-order';
import { promotionQuoteKey } from './api/quote-promotions';
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
  /** The lines to order, with their choices priced as the customer's screen shows them. */
  lines: { line: CartItem; choices: readonly { id: number; price: string }[] }[];
  /** The customer's note for the kitchen. */
  note: string;
  fulfilment: Fulfilment;
  /** The chosen slot's start; null: as soon as possible. */
  scheduledFor: string | null;
  landmark: string;
  riderPhone: string;
  /** 'Order on WhatsApp': placed as usual, then the chat opens from the success page. */
  viaWhatsApp?: boolean;
  /** "Send me updates on WhatsApp" ticked. */
  whatsappUpdates: boolean;
  /** The promotion code applied ('' for none); the server prices it again. */
  code: string;
}

/** What the server is sent for the signed-in customer's cart (docs/api.md#storefront-calls POST /api/orders). */
function orderBody(user: SessionUser, input: SendOrderInput) {
  return {
    name: user.name || user.displayName || 'Customer',
    phone: input.phone,
    address: input.address.trim(),
    userId: user.uid,
    total: input.totalKobo / 100,
    clientId: user._id,
    // Each choice goes with the price the customer saw: the server refuses one that changed.
    products: input.lines.map(({ line, choices }) => ({
      id: line.fid,
      qty: line.qty,
      choices: choices.map((choice) => ({ id: choice.id, price: choice.price })),
      note: line.note,
    })),
    paymentMethod: input.paymentMethod,
    delivery: input.fulfilment === 'delivery',
    fulfilment: input.fulfilment,
    area: input.fulfilment === 'delivery' ? input.area : undefined,
    scheduledFor: input.scheduledFor,
    landmark: input.landmark.trim(),
    riderPhone: input.riderPhone.trim(),
    note: input.note.trim(),
    whatsappUpdates: input.whatsappUpdates,
    code: input.code,
  };
}

interface Send {
  uid: string;
  /** The cart lines sent, which leave the cart once ordered. */
  lineIds: number[];
  body: ReturnType<typeof orderBody>;
  key: string;
  viaWhatsApp: boolean;
}

// Kept for the tab's life, not the panel's: closing the cart mid-send and sending again must
// still carry the same key.
const attempts = createCheckoutAttempts();
// One send at a time in the tab, whichever panel started it (the query client counts them).
const sendOrderKey = ['send-order'] as const;

/**
 * docs/orders.md#placing-an-order checkout: sends the order once (one Idempotency-Key per attempt,
 * reused when the same cart is sent again after an unknown outcome), then goes to the success page
 * (cash) or straight to the payment page (online). `sending` stays on while any send is on its way,
 * and once the browser is leaving for the provider.
 */
export function useSendOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const inFlight = useIsMutating({ mutationKey: sendOrderKey }) > 0;
  const startPayment = useStartPayment();
  const send = useMutation({
    mutationKey: sendOrderKey,
    // Sent now or refused now: never held while the phone seems offline and sent later, when the
    // customer has given up on it.
    networkMode: 'always',
    mutationFn: async ({ body, key, viaWhatsApp }: Send) => {
      const order = await placeOrder(body, key);
      // Sent on WhatsApp, the chat carries a link to pay: the customer pays from there.
      if (order.paymentMethod !== 'online' || viaWhatsApp) {
        return { order, paymentUrl: null, paymentError: null };
      }
      try {
        const paymentUrl = await startPayment({
          phoneNumber: body.phone,
          userId: body.userId,
          orderId: order.id,
          amount: order.total,
        });
        return { order, paymentUrl, paymentError: null };
      } catch (paymentError) {
        // The order stands unpaid; its success page offers Pay Online again.
        return { order, paymentUrl: null, paymentError };
      }
    },
    onSuccess: ({ order, paymentUrl, paymentError }, { uid, body, lineIds, viaWhatsApp }) => {
      attempts.finish();
      writeCheckoutData({ uid, address: body.address, area: body.area });
      // The server took the ordered lines out of the cart and the stock off the menu.
      const ordered = new Set(lineIds);
      queryClient.setQueryData<CartItem[]>(queryKeys.cart.of(uid), (lines) =>
        lines?.filter((line) => !ordered.has(line.id)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      // A code just used may not be the customer's to use again.
      void queryClient.invalidateQueries({ queryKey: promotionQuoteKey });
      if (paymentUrl) return window.location.assign(paymentUrl);
      navigate(`/order/success/${order.id}/${order.total}${viaWhatsApp ? '?whatsapp=1' : ''}`);
      // Said on the success page, after moving there: a toast belongs to the page it is shown on.
      if (paymentError) {
        toast.error(
          paymentError instanceof PaymentStartError ? paymentError.message : t('cantPayNow'),
        );
      }
    },
    onError: (error) => {
      if (error instanceof ApiError && isDefiniteRefusal(error)) attempts.finish();
      // 'Food is finished': the menu's stock changed; show which lines are now unavailable.
      if (error instanceof ApiError && error.status === 400) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.products });
      }
      // A code refused at sending (its last use just went): the field says why and drops it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: promotionQuoteKey });
      }
      toast.error(
        !isOnline()
          ? tl('orderNeedsNetwork')
          : error instanceof ApiError
            ? orderErrorMessage(error.status, error.message)
            : orderErrorMessage(null),
      );
    },
  });

  function sendOrder(input: SendOrderInput): void {
    const user = getSession();
    // Counted now, not as last drawn: a second tap in the same moment finds the first on its way.
    if (!user || queryClient.isMutating({ mutationKey: sendOrderKey }) > 0) return;
    // The menu works offline (service worker); an order cannot, so say so instead of trying.
    if (!isOnline()) return void toast.error(tl('orderNeedsNetwork'));
    const body = orderBody(user, input);
    send.mutate({
      uid: user.uid,
      lineIds: input.lines.map(({ line }) => line.id),
      body,
      key: attempts.keyFor(orderSignature(body)),
      viaWhatsApp: input.viaWhatsApp ?? false,
    });
  }

  const leaving = send.isSuccess && send.data.paymentUrl !== null;
  return { sendOrder, sending: inFlight || leaving };
}
