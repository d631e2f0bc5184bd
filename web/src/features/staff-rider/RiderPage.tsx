import { LoadFailed } from '../../shared/staff/LoadFailed';
import { PageTitle } from '../../shared/staff/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { useDeliveries } from './api/deliveries';
import { DeliveryCard } from './components/DeliveryCard';

/** /admin/rider: the deliveries given to this rider, and only those (docs/orders.md#riders). */
export default function RiderPage() {
  const deliveries = useDeliveries();
  return (
    <>
      <PageTitle>My deliveries</PageTitle>
      {deliveries.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : deliveries.isError ? (
        <LoadFailed error={deliveries.error} retry={() => void deliveries.refetch()} />
      ) : deliveries.data.length === 0 ? (
        <p className="text-stone-700">No deliveries for you right now.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {deliveries.data.map((delivery) => (
            <DeliveryCard key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      )}
    </>
  );
}
