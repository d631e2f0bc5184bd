import type { Order } from '@buka/domain/orders';
import { askAboutOrderText } from '@buka/domain/whatsapp-texts';
import { useSettings } from '../api/get-settings';
import { ChatOnWhatsApp } from './ChatOnWhatsApp';
import { tl } from '../i18n/later';

/**
 * 'Ask about this order' on WhatsApp (docs/whatsapp.md): the chat opens with the order's number,
 * dishes, total and address typed in, so the shop knows at once which order it is; after a failed
 * payment it says so. Nothing when the shop has no WhatsApp number.
 */
export function AskAboutOrder({
  order,
  paymentFailed = false,
}: {
  order: Order;
  paymentFailed?: boolean;
}) {
  const settings = useSettings();
  return (
    <ChatOnWhatsApp
      shopName={settings.name}
      number={settings.whatsapp}
      text={askAboutOrderText(settings.name, order, { paymentFailed })}
      label={tl('askAboutOrder')}
      className="self-start"
    />
  );
}
