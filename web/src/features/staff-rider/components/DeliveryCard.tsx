import { useState } from 'react';
import { formatMoney } from '@buka/domain/money';
import { orderStatuses } from '@buka/domain/order-status';
import { mapSearchLink, type Delivery } from '@buka/domain/riders';
import { chatLink } from '@buka/domain/whatsapp-link';
import { Button } from '../../../shared/ui/Button';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { useDeliveryStep } from '../api/deliveries';
import { CouldNotDeliver } from './CouldNotDeliver';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2';

/** One delivery on the rider's phone: where, whom to call, what to collect, and its buttons. */
export function DeliveryCard({ delivery }: { delivery: Delivery }) {
  const move = useDeliveryStep();
  const [askWhy, setAskWhy] = useState(false);
  const onTheWay = delivery.status === orderStatuses.onTheWay;
  const whatsapp = chatLink(delivery.phone, `Order #${delivery.id}`);
  const busy = move.isPending;
  return (
    <li
      aria-label={`Delivery #${delivery.id}`}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-stone-900">
          #{delivery.id} · {delivery.customerName}
        </h2>
        <span className="text-sm font-semibold text-stone-600">
          {onTheWay ? 'On the way' : 'Ready to pick up'}
        </span>
      </div>
      <p className="text-stone-800">
        {delivery.address}
        {delivery.area && `, ${delivery.area}`}
        {delivery.landmark && (
          <span className="block text-sm text-stone-600">Near {delivery.landmark}</span>
        )}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <a href={mapSearchLink(delivery)} target="_blank" rel="noreferrer" className={linkClass}>
          Open in maps
        </a>
        <a href={`tel:${delivery.phone}`} className={linkClass}>
          Call {delivery.phone}
        </a>
        {whatsapp && (
          <a href={whatsapp} target="_blank" rel="noreferrer" className={linkClass}>
            WhatsApp
          </a>
        )}
        {delivery.directionsPhone && (
          <a href={`tel:${delivery.directionsPhone}`} className={linkClass}>
            Directions: {delivery.directionsPhone}
          </a>
        )}
      </div>
      <p
        className={`rounded-lg p-2 text-sm font-semibold ${
          delivery.collectKobo > 0 ? 'bg-amber-100 text-amber-950' : 'bg-leaf-50 text-leaf-900'
        }`}
      >
        {delivery.collectKobo > 0
          ? `Collect ${formatMoney(delivery.collectKobo)} in cash`
          : 'Already paid: collect nothing'}
      </p>
      <ul className="text-sm text-stone-700">
        {delivery.items.map((item, index) => (
          <li key={index}>
            {item.quantity} × {item.name}
          </li>
        ))}
      </ul>
      {delivery.note && <p className="text-sm text-stone-700">Note: {delivery.note}</p>}
      <div className="flex flex-wrap gap-2">
        {onTheWay ? (
          <Button
            loading={busy && move.variables?.step === 'delivered'}
            disabled={busy}
            onClick={() => move.mutate({ id: delivery.id, step: 'delivered' })}
          >
            Delivered
          </Button>
        ) : (
          <Button
            loading={busy && move.variables?.step === 'pickedUp'}
            disabled={busy}
            onClick={() => move.mutate({ id: delivery.id, step: 'pickedUp' })}
          >
            Picked up
          </Button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => setAskWhy(true)}
          className={buttonClasses('secondary')}
        >
          Could not deliver
        </button>
      </div>
      {askWhy && (
        <CouldNotDeliver
          busy={busy}
          onClose={() => setAskWhy(false)}
          onSend={(reason) =>
            move.mutate(
              { id: delivery.id, step: 'undelivered', reason },
              { onSuccess: () => setAskWhy(false) },
            )
          }
        />
      )}
    </li>
  );
}
