import type { AdminOrder } from '@buka/domain/admin';
import { orderStatuses } from '@buka/domain/order-status';
import { chatLink } from '@buka/domain/whatsapp-link';
import { messageCustomerText, messageRiderText } from '@buka/domain/whatsapp-texts';
import { useSettings } from '../../../shared/api/get-settings';

const linkClass =
  'inline-flex min-h-11 items-center rounded-full border border-leaf-600 px-3 py-1 text-sm font-semibold text-leaf-700 hover:bg-green-50';

/**
 * WhatsApp chats from staff's own phone (docs/whatsapp.md), the words typed in for the order's
 * step: the customer hears that it is accepted with its ready time, on the way or ready for
 * pickup; a rider gets who, where and what to collect: the rider the order is given to, or, before
 * it is given to anyone, the one staff pick in WhatsApp. Shown while the shop has a WhatsApp
 * number, as its other links are.
 */
export function OrderChatLinks({ order }: { order: AdminOrder }) {
  const settings = useSettings();
  if (!settings.whatsapp) return null;
  const customer = chatLink(order.client.phone, messageCustomerText(settings.name, order));
  const open = order.status !== orderStatuses.delivered && order.status !== orderStatuses.canceled;
  // The rider's text says what to collect: only for a role that sees the order's total.
  const total = order.total;
  const assigned = order.assignedRider;
  const riderText =
    open && order.fulfilment === 'delivery' && total !== null
      ? messageRiderText(settings.name, { ...order, total })
      : null;
  // A number WhatsApp cannot take still gives the words, to a rider chosen in WhatsApp.
  const rider =
    riderText === null
      ? null
      : (chatLink(assigned?.phone ?? null, riderText) ?? chatLink(null, riderText));
  if (!customer && !rider) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-2">
      {customer && (
        <a href={customer} target="_blank" rel="noreferrer" className={linkClass}>
          Message the customer
        </a>
      )}
      {rider && (
        <a href={rider} target="_blank" rel="noreferrer" className={linkClass}>
          {assigned ? `Message ${assigned.name}, the rider` : 'Message the rider'}
        </a>
      )}
    </p>
  );
}
