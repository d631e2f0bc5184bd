import { formatPrice, nairaToKobo } from '@buka/domain/money';

/** spec §2: a food card's price with the naira sign, e.g. "₦5,000". */
export function nairaPrice(price: string | number): string {
  try {
    return `₦${formatPrice(nairaToKobo(price))}`;
  } catch {
    return `₦${String(price)}`;
  }
}
