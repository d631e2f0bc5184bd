// Links that open the customer's own apps: the dialler, the mail app, Instagram (WhatsApp's are
// the domain's, docs/whatsapp.md).

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
