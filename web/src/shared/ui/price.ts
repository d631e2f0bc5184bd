import { formatMoney, nairaToKobo, type MoneySign } from '@buka/domain/money';

/**
 * An amount the API gives in naira (a food's price "5000", an order's total 6500), written the
 * one way (domain's formatMoney): "₦5,000", or "N6,500" in an order's record.
 */
export function nairaMoney(naira: string | number, sign: MoneySign = '₦'): string {
  try {
    return formatMoney(nairaToKobo(naira), sign);
  } catch {
    return `${sign}${String(naira)}`;
  }
}
