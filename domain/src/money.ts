// Money is integer kobo inside (1 naira = 100 kobo); the spec's API shows naira as strings.

export function nairaToKobo(naira: number | string): number {
  // Number('') is 0 and Number('0x10') is 16: only plain decimals may become money.
  const decimal = typeof naira === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(naira);
  const value = typeof naira === 'number' ? naira : decimal ? Number(naira) : Number.NaN;
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount of naira: ${String(naira)}`);
  return Math.round(value * 100);
}

/** "5000" for whole naira, "5000.5" otherwise: the shape of a food's `price` in docs/api.md#shapes. */
export function koboToNairaString(kobo: number): string {
  return String(kobo / 100);
}

export function koboToNaira(kobo: number): number {
  return kobo / 100;
}

/**
 * The sign before an amount: the naira sign wherever a person reads it on a screen. 'N' only in
 * the texts the shop sends (SMS and push): the naira sign is not in the SMS alphabet (GSM 03.38),
 * and one such character makes a message cost two parts.
 */
export type MoneySign = '₦' | 'N';

/** A whole number as Buka writes it on every phone, in every language: 12,500. */
export function groupThousands(count: number): string {
  return String(count).replace(/^(-?\d+)/, (digits) => digits.replace(/\B(?=(\d{3})+$)/g, ','));
}

/**
 * The one way Buka writes an amount: thousands grouped, kobo only when there are some —
 * ₦5,000, ₦1,500.50. The sums are kept exact in kobo (shown with two decimals,
 * docs/orders.md#cart). Grouped by hand, not by the phone's locale, so every phone shows the same.
 */
export function formatMoney(kobo: number, sign: MoneySign = '₦'): string {
  const whole = Math.round(Math.abs(kobo));
  const naira = groupThousands(Math.floor(whole / 100));
  const rest = whole % 100;
  const fraction = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${kobo < 0 ? '-' : ''}${sign}${naira}${fraction}`;
}
