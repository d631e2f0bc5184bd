import { describeSlot } from '@buka/domain/order-slots';
import type { Order } from '@buka/domain/orders';

/**
 * How an order leaves the kitchen, for staff, the customer and the printed slips:
 * pickup or the address with its landmark and the rider's number, and its time if for later.
 */
export function HandOver({
  order,
  links = true,
}: {
  order: Pick<Order, 'client' | 'fulfilment' | 'scheduledFor' | 'area'>;
  links?: boolean;
}) {
  const { client } = order;
  const phone = (number: string) =>
    links ? (
      <a href={`tel:${number}`} className="underline">
        {number}
      </a>
    ) : (
      number
    );
  return (
    <div className="flex flex-col">
      <p className="font-semibold">
        {order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'}
        {order.scheduledFor
          ? ` · for ${describeSlot(order.scheduledFor)}`
          : ' · as soon as possible'}
      </p>
      {order.fulfilment === 'delivery' && (
        <>
          <p className="break-words">{client.address}</p>
          {client.landmark && <p>Landmark: {client.landmark}</p>}
          {client.riderPhone && <p>Rider may call: {phone(client.riderPhone)}</p>}
          {order.area && <p>Area: {order.area}</p>}
        </>
      )}
    </div>
  );
}
