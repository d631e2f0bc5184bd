import type { Order } from '@buka/domain/orders';
import { chatLink } from '@buka/domain/whatsapp-link';
import { orderOnWhatsAppText } from '@buka/domain/whatsapp-texts';
import { useSettings } from '../api/get-settings';
import { tl } from '../i18n/later';
import { buttonClasses } from '../ui/button-styles';

/**
 * After 'Order on WhatsApp' (docs/whatsapp.md): the order is already in the shop, and this opens
 * the chat with it typed in, a link to pay online included, for the customer to send.
 */
export function SendOnWhatsApp({ order }: { order: Order }) {
  const settings = useSettings();
  const payUrl = `${window.location.origin}/orders?order=${order.id}`;
  const link = chatLink(settings.whatsapp, orderOnWhatsAppText(settings.name, order, payUrl));
  if (!link) return null;
  return (
    <a
      href={link}
      target="_blank"
      rel="noreferrer"
      className={buttonClasses('primary', 'w-full bg-leaf-600 hover:bg-leaf-700')}
    >
      {tl('sendItOnWhatsApp')}
    </a>
  );
}
