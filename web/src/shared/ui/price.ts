import { formatMoney, nairaToKobo } from '@buka/domain/money';

/**
 * An amount the API gives in naira (a food's price "5000", an order's total 6500), written the
 * one way (domain's formatMoney): "₦5,000" everywhere a person reads it.
 */
export function nairaMoney(naira: string | number): string {
  try {
    return formatMoney(nairaToKobo(naira));
  } catch {
    return `₦${String(naira)}`;
  }
}

/**
 * A figure worked out rather than charged (an average order): to the whole naira, since kobo
 * there say nothing to an owner ("₦8,433", not "₦8,433.33").
 */
export function wholeNairaMoney(naira: number): string {
  return nairaMoney(Math.round(naira));
}
