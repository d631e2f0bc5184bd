import { Link } from 'react-router';
import { t } from '../../../shared/i18n/i18n';
import { tl } from '../../../shared/i18n/later';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { Spinner } from '../../../shared/ui/Spinner';
import { useUserOrders } from '../api/get-orders';
import { OrderCard } from './OrderCard';

interface OrdersListProps {
  userId: string;
  onOpen: (id: number) => void;
}

/** docs/screens.md#orders-pages: the customer's orders, newest first; clicking one opens it. */
export function OrdersList({ userId, onOpen }: OrdersListProps) {
  const orders = useUserOrders(userId);

  if (orders.isPending) {
    return (
      <p className="flex items-center justify-center gap-2 py-16 text-stone-600">
        <Spinner /> {tl('loading')}
      </p>
    );
  }
  if (orders.isError) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-stone-700">{t('ordersOtherFailure')}</p>
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => orders.refetch()}
        >
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="max-w-xs text-stone-700">{tl('noOrdersLong')}</p>
        <Link to="/menu" className={buttonClasses('primary')}>
          {t('navMenu')}
        </Link>
      </div>
    );
  }
  return (
    <ul aria-label={t('myOrders')} className="grid gap-3 sm:grid-cols-2">
      {orders.data.map((order) => (
        <OrderCard key={order.id} order={order} onOpen={onOpen} />
      ))}
    </ul>
  );
}
