import { chatLink } from '@buka/domain/whatsapp-link';
import { t } from '../i18n/i18n';

/**
 * A link that opens a chat with the shop on WhatsApp with a greeting typed in (docs/whatsapp.md).
 * It sits in the page's flow, so it never lies over a dish or the cart button; nothing shows
 * when the shop has no WhatsApp number.
 */
export function ChatOnWhatsApp({
  shopName,
  number,
  text = `${t('whatsappHello', { shop: shopName })} `,
  label = t('chatWithUs'),
  className = '',
}: {
  shopName: string;
  number: string;
  text?: string;
  label?: string;
  className?: string;
}) {
  const link = chatLink(number, text);
  if (!link) return null;
  return (
    <a
      href={link}
      target="_blank"
      rel="noreferrer"
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border border-leaf-600 px-4 py-2 text-sm font-semibold text-leaf-700 hover:bg-green-50 ${className}`}
    >
      <span aria-hidden="true" className="size-2.5 rounded-full bg-leaf-600" />
      {label}
    </a>
  );
}
