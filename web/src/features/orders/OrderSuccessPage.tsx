import { Link, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { idSchema } from '@buka/domain/ids';
import { t } from '../../shared/i18n/i18n';
import { describeSlot } from '@buka/domain/order-slots';
import { orderStatuses, type Order } from '@buka/domain/orders';
import { Button } from '../../shared/ui/Button';
import { buttonClasses } from '../../shared/ui/button-styles';
import { orderMoney } from './order-labels';
import { usePayOnline } from '../../shared/slots/payment';
import { useSession } from '../../shared/session/session-store';
import { useOrder } from './api/get-order';
import { SendOnWhatsApp } from '../../shared/whatsapp/SendOnWhatsApp';
import { clockWords } from '../../shared/i18n/clock-words';

const paramsSchema = z.object({
  orderId: idSchema,
  orderTotal: z.coerce.number().nonnegative().finite(),
});

interface Shown {
  orderId: number;
  orderTotal: number;
  /** Sent with 'Order on WhatsApp': the chat is still to open. */
  whatsapp: boolean;
}

/** docs/screens.md#orders-pages /order/success/:orderId/:orderTotal; without both: 'Invalid redirect'. */
export default function OrderSuccessPage() {
  const params = paramsSchema.safeParse(useParams());
  const [search] = useSearchParams();
  const whatsapp = search.get('whatsapp') === '1';
  const user = useSession();

  if (!params.success) {
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">{t('invalidRedirect')}</h1>
        <Link to="/" className={buttonClasses('secondary')}>
          {t('navHome')}
        </Link>
      </main>
    );
  }
  return user ? (
    <KnownOrder {...params.data} whatsapp={whatsapp} uid={user.uid} />
  ) : (
    <Success {...params.data} whatsapp={whatsapp} offerPay paid={false} />
  );
}

/** The page may be opened again after paying (Back, a bookmark): it offers only what is left. */
function KnownOrder(props: Shown & { uid: string }) {
  const order = useOrder(props.orderId, props.uid);
  const paid = order.data?.isPaid ?? false;
  const canceled = order.data?.status === orderStatuses.canceled;
  // Unknown (still loading) offers nothing yet; an answer that failed leaves the spec's offer.
  const offerPay = order.isError || (!!order.data && !paid && !canceled);
  return <Success {...props} offerPay={offerPay} paid={paid} order={order.data} />;
}

/**
 * What is true now, and what happens next: sent and waiting for the kitchen, or taken and being
 * cooked; a later order's time; paid, or how it will be paid.
 */
export function nextWords(paid: boolean, order: Order | undefined): string {
  if (order?.status === orderStatuses.canceled) return t('orderWasCanceled');
  const waiting = !order || order.status === orderStatuses.received;
  const kitchen = waiting ? t('kitchenWillConfirm') : t('kitchenTookIt');
  const when = order?.scheduledFor
    ? ` ${t('readyForSlot', { when: describeSlot(order.scheduledFor, clockWords()) })}`
    : '';
  if (paid) return `${kitchen}${when} ${t('itIsPaid')}`;
  if (order?.paymentMethod === 'cash') {
    const cash = order.fulfilment === 'pickup' ? t('payCashOnCollect') : t('payCashOnArrival');
    return `${kitchen}${when} ${cash}`;
  }
  return `${kitchen}${when}`;
}

function Success({
  orderId,
  orderTotal,
  offerPay,
  paid,
  order,
  whatsapp,
}: Shown & { offerPay: boolean; paid: boolean; order?: Order }) {
  const { payOnline, paying } = usePayOnline();
  const cash = order?.paymentMethod === 'cash';
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-5 p-6 text-center">
      <div
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-full bg-green-100 text-3xl text-green-700"
      >
        ✓
      </div>
      <h1 className="text-3xl font-extrabold">{t('orderSuccessful')}</h1>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-left">
        <dt className="text-stone-500">{t('orderIdLabel')}</dt>
        <dd className="font-semibold tabular-nums">#{orderId}</dd>
        <dt className="text-stone-500">{t('totalLabel')}</dt>
        <dd className="font-semibold tabular-nums">{orderMoney(orderTotal)}</dd>
      </dl>
      <p className="text-stone-600">{nextWords(paid, order)}</p>
      <div className="flex w-full flex-col gap-3">
        {whatsapp && order && <SendOnWhatsApp order={order} />}
        {offerPay && !cash && (
          <Button
            loading={paying}
            onClick={() => payOnline({ id: orderId, total: orderTotal })}
            className="w-full"
          >
            {t('payOnline')}
          </Button>
        )}
        <Link
          to="/orders"
          className={buttonClasses(offerPay && !cash ? 'secondary' : 'primary', 'w-full')}
        >
          {t('viewMyOrders')}
        </Link>
        {offerPay && cash && (
          // Cash was chosen: paying online stays possible, as a quiet second way.
          <Button
            variant="ghost"
            loading={paying}
            onClick={() => payOnline({ id: orderId, total: orderTotal })}
            className="w-full"
          >
            {t('payOnlineInstead')}
          </Button>
        )}
      </div>
    </main>
  );
}
