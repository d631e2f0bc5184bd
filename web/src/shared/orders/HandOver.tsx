import { describeSlot } from '@buka/domain/order-slots';
import type { Order } from '@buka/domain/orders';
import { t } from '../i18n/i18n';
import { tl } from '../i18n/later';
import { clockWords } from '../i18n/clock-words';

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
  const how = t(order.fulfilment === 'pickup' ? 'pickupLabel' : 'deliveryLabel');
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
        {order.scheduledFor
          ? tl('handOverFor', { how, when: describeSlot(order.scheduledFor, clockWords()) })
          : tl('handOverSoon', { how })}
      </p>
      {order.fulfilment === 'delivery' && (
        <>
          <p className="break-words">{client.address}</p>
          {client.landmark && <p>{tl('landmarkItem', { landmark: client.landmark })}</p>}
          {client.riderPhone && (
            <p>
              {tl('riderMayCall')} {phone(client.riderPhone)}
            </p>
          )}
          {order.area && <p>{tl('areaItem', { area: order.area })}</p>}
        </>
      )}
    </div>
  );
}
