import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PagePrefetch } from '../../shared/slots/page-prefetch';
import { queryClient } from '../../shared/api/query-client';
import { getSession, loggedOutOnPurpose, useSession } from '../../shared/session/session-store';
import { orderQuery } from './api/get-order';
import { userOrdersQuery } from './api/get-orders';
import { OrderDetail } from './components/OrderDetail';
import { OrdersList } from './components/OrdersList';
import { t } from '../../shared/i18n/i18n';

/** The order the address opens (?order=ID), if it names one. */
function openOrder(search: URLSearchParams): number | undefined {
  const selected = Number(search.get('order'));
  return Number.isSafeInteger(selected) && selected > 0 ? selected : undefined;
}

/** A signed-in customer's list, or the one order the address opens, asked for at start. */
export const prefetch: PagePrefetch = ({ search }) => {
  const user = getSession();
  if (!user) return;
  const open = openOrder(search);
  if (open) void queryClient.prefetchQuery(orderQuery(open));
  else void queryClient.prefetchQuery(userOrdersQuery(user.uid));
};

/**
 * docs/screens.md#orders-pages /orders: the list and one order's detail, switched on the page. The
 * open order sits in the address (?order=ID) so the phone's back button and a refresh keep the
 * customer's place.
 */
export default function OrdersPage() {
  const user = useSession();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const fromList = (useLocation().state as { fromList?: boolean } | null)?.fromList === true;
  const open = openOrder(search);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [open]);

  if (!user) return loggedOutOnPurpose() ? null : <Navigate to="/login" replace />;

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-extrabold">{t('navOrders')}</h1>
      {open ? (
        <OrderDetail
          id={open}
          userId={user.uid}
          // Back from a card returns in history; from a shared or refreshed link, to the list.
          onBack={() => (fromList ? navigate(-1) : setSearch({}, { replace: true }))}
        />
      ) : (
        <OrdersList
          userId={user.uid}
          onOpen={(id) => setSearch({ order: String(id) }, { state: { fromList: true } })}
        />
      )}
    </main>
  );
}
