import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { idSchema } from '@buka/domain/ids';
import { messages } from '@buka/domain/messages';
import { Button } from '../../shared/ui/Button';
import { buttonClasses } from '../../shared/ui/button-styles';
import { orderMoney } from './order-labels';
import { usePayOnline } from '../../shared/payment/use-pay-online';

const paramsSchema = z.object({
  orderId: idSchema,
  orderTotal: z.coerce.number().nonnegative().finite(),
});

/** spec §2 /order/success/:orderId/:orderTotal; without both: 'Invalid redirect'. */
export default function OrderSuccessPage() {
  const params = paramsSchema.safeParse(useParams());
  const { payOnline, paying } = usePayOnline();

  if (!params.success) {
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">{messages.invalidRedirect}</h1>
        <Link to="/" className={buttonClasses('secondary')}>
          Home
        </Link>
      </main>
    );
  }

  const { orderId, orderTotal } = params.data;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-5 p-6 text-center">
      <div
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-full bg-green-100 text-3xl text-green-700"
      >
        ✓
      </div>
      <h1 className="text-3xl font-extrabold">Order Successful!</h1>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-left">
        <dt className="text-stone-500">Order ID</dt>
        <dd className="font-semibold tabular-nums">#{orderId}</dd>
        <dt className="text-stone-500">Total</dt>
        <dd className="font-semibold tabular-nums">{orderMoney(orderTotal)}</dd>
      </dl>
      <p className="text-stone-600">
        We are preparing your order. Pay online now, or pay cash when it arrives.
      </p>
      <div className="flex w-full flex-col gap-3">
        <Button
          loading={paying}
          onClick={() => payOnline({ id: orderId, total: orderTotal })}
          className="w-full"
        >
          Pay Online
        </Button>
        <Link to="/orders" className={buttonClasses('secondary', 'w-full')}>
          View my orders
        </Link>
      </div>
    </main>
  );
}
