// Money is integer kobo inside (1 naira = 100 kobo); the spec's API shows naira as strings.

export function nairaToKobo(naira: number | string): number {
  // Number('') is 0 and Number('0x10') is 16: only plain decimals may become money.
  const decimal = typeof naira === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(naira);
  const value = typeof naira === 'number' ? naira : decimal ? Number(naira) : Number.NaN;
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount of naira: ${String(naira)}`);
  return Math.round(value * 100);
}

/** "5000" for whole naira, "5000.5" otherwise: the shape of a food's `price` in spec §3. */
export function koboToNairaString(kobo: number): string {
  return String(kobo / 100);
}

export function koboToNaira(kobo: number): number {
  return kobo / 100;
}

/** Two decimals, as the cart shows totals (spec §4). */
export function formatNaira(kobo: number): string {
  return (kobo / 100).toFixed(2);
}

/** Thousands separated, for cards and the order total: 5,000 or 5,000.50. */
export function formatPrice(kobo: number): string {
  const naira = kobo / 100;
  return naira.toLocaleString('en-NG', {
    minimumFractionDigits: Number.isInteger(naira) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
