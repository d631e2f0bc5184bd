import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { orderStatuses } from '@buka/domain/order-status';
import { orderQuery } from '../../shared/api/get-order';
import { usePayOnline } from './use-pay-online';
import { useSession } from '../../shared/session/session-store';
import { Button } from '../../shared/ui/Button';
import { buttonClasses } from '../../shared/ui/button-styles';
import { nairaMoney } from '../../shared/ui/price';
import { AskAboutOrder } from '../../shared/whatsapp/AskAboutOrder';
import { ResultCard } from './components/ResultCard';
import { SupportPhone } from './components/SupportPhone';
import { t } from '../../shared/i18n/i18n';
import { tl } from '../../shared/i18n/later';

/**
 * Where a payment that did not go through lands: which order it was for, and a way to pay it
 * again at once (the server adds `?order=` when it knows the order).
 */
export default function PaymentFailPage() {
  const [search] = useSearchParams();
  const asked = Number(search.get('order'));
  const orderId = Number.isSafeInteger(asked) && asked > 0 ? asked : undefined;
  return (
    <ResultCard
      tone="bad"
      title={
        <>
          <span className="block">{tl('paymentFailed')}</span>{' '}
          <span className="mt-2 block text-lg font-medium text-stone-700">
            {orderId ? tl('paymentFailedOrder', { id: orderId }) : tl('paymentFailedNoOrder')}
          </span>
        </>
      }
      link={
        orderId ? { to: '/orders', label: t('viewMyOrders') } : { to: '/', label: t('navHome') }
      }
    >
      {orderId !== undefined && <PayAgain orderId={orderId} />}
      <SupportPhone />
    </ResultCard>
  );
}

/** 'Pay again', once the order is known to be the customer's and still to pay. */
function PayAgain({ orderId }: { orderId: number }) {
  const user = useSession();
  const order = useQuery({ ...orderQuery(orderId), enabled: !!user });
  const { payOnline, paying } = usePayOnline();
  if (!user) {
    return (
      <Link to="/login" className={buttonClasses('secondary', 'w-full')}>
        {tl('logInToPayAgain')}
      </Link>
    );
  }
  const data = order.data;
  if (!data || data.isPaid || data.status === orderStatuses.canceled) return null;
  return (
    <>
      <Button loading={paying} className="w-full" onClick={() => payOnline(data)}>
        {tl('payAgain', { amount: nairaMoney(data.total) })}
      </Button>
      <AskAboutOrder order={data} paymentFailed />
    </>
  );
}
