import { isNigerianMobile, normalizePhone } from './phone-numbers';

/**
 * WhatsApp's click-to-chat links (docs/whatsapp.md): `https://wa.me/<number>?text=<words>` opens
 * a chat with the number and the words typed in, ready to send; without a number, WhatsApp asks
 * whom to send them to. Nothing goes through the shop's server and nothing needs an account.
 */

/** A Nigerian mobile number as wa.me wants it, digits only: '0803 123 4567' → '2348031234567'. */
export function whatsappNumber(phone: string): string | null {
  return isNigerianMobile(phone) ? `234${normalizePhone(phone).slice(1)}` : null;
}

/** A chat with `phone` (null: the person picks whom), the words typed in; null for a bad number. */
export function chatLink(phone: string | null, text = ''): string | null {
  const number = phone === null ? '' : whatsappNumber(phone);
  if (number === null) return null;
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
