// Links that open the customer's own apps: WhatsApp, the dialler, the mail app, Instagram.

/** Nigerian numbers in international form for wa.me: "0803 123 4567" → "2348031234567". */
export function internationalNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('234') && digits.length >= 12) return digits;
  if (digits.startsWith('0') && digits.length === 11) return `234${digits.slice(1)}`;
  if (digits.length === 10) return `234${digits}`;
  return digits.length >= 8 ? digits : null;
}

export function whatsappLink(phone: string, text?: string): string | null {
  const number = internationalNumber(phone);
  if (!number) return null;
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoLink(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function instagramLink(handle: string): string | null {
  const name = handle.trim().replace(/^@/, '');
  return name ? `https://www.instagram.com/${encodeURIComponent(name)}` : null;
}

/** The message the customer sends, signed with their name. */
export function contactMessage(shopName: string, name: string, message: string): string {
  return `Hello ${shopName}, this is ${name.trim()}.\n\n${message.trim()}`;
}
