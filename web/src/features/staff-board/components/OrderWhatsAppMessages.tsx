import type { AdminOrder } from '@buka/domain/admin';
import { formatShopTime } from '@buka/domain/shop-clock';
import { Button } from '../../../shared/ui/Button';
import { useMarkWhatsAppRead } from '../api/mark-whatsapp-read';

/**
 * What the customer wrote to the shop's WhatsApp about this order (docs/whatsapp.md#incoming):
 * the unread ones stand out until staff mark them read; those the shop answered by itself
 * ("where is my order") are shown as read.
 */
export function OrderWhatsAppMessages({ order }: { order: AdminOrder }) {
  const markRead = useMarkWhatsAppRead();
  const said = order.whatsappMessages;
  if (said.length === 0) return null;
  const unread = said.filter((message) => !message.read).length;
  return (
    <section aria-label="WhatsApp messages" className="mt-2 rounded-lg bg-green-50 px-2 py-1.5">
      <h3 className="font-semibold text-green-950">
        WhatsApp{unread > 0 && ` · ${unread} unread`}
      </h3>
      <ul className="flex flex-col gap-1">
        {said.map((message) => (
          <li key={message.id} className={message.read ? 'text-stone-700' : 'font-semibold'}>
            <time dateTime={message.receivedAt} className="mr-1 text-xs text-stone-600">
              {formatShopTime(Date.parse(message.receivedAt))}
            </time>
            {message.body}
          </li>
        ))}
      </ul>
      {unread > 0 && (
        <Button
          variant="ghost"
          loading={markRead.isPending}
          onClick={() => markRead.mutate(order.id)}
          className="mt-1"
        >
          Mark as read
        </Button>
      )}
    </section>
  );
}
