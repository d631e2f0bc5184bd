import { waitLength, type DaySummary } from '@buka/domain/day-summary';
import { formatMoney } from '@buka/domain/money';
import { formatWeekdayDate } from '@buka/domain/shop-clock';
import { inSmsAlphabet, smsParts } from '../notifications/sms/sms-parts';

/** A summary never costs the owner more than this many SMS parts. */
export const DAY_SUMMARY_MAX_PARTS = 3;

// Whole naira, grouped, with 'N': the naira sign is not in the SMS alphabet and would make the
// text UCS-2, a third of the characters per part (as every text the shop sends).
const money = (naira: number) => formatMoney(Math.round(naira) * 100, 'N');
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function write(shopName: string, summary: DaySummary, dishes: number, nameLength: number): string {
  const cut = (text: string) =>
    text.length <= nameLength ? text : `${text.slice(0, nameLength - 3).trimEnd()}...`;
  const head = `${cut(inSmsAlphabet(shopName))}, ${formatWeekdayDate(summary.date)}: `;
  if (summary.orders === 0 && summary.canceled === 0 && summary.refunds === 0) {
    return `${head}no orders.`;
  }
  const parts = [
    `${count(summary.orders, 'order')}${summary.canceled > 0 ? ` (${summary.canceled} canceled)` : ''}.`,
    `Sales ${money(summary.sales)}, paid ${money(summary.paidSales)}.`,
    summary.refunds > 0
      ? `Refunds ${money(summary.refunded)} (${summary.refunds}).`
      : 'No refunds.',
    `Net ${money(summary.net)}.`,
    `Cash in drawer ${money(summary.cashInDrawer)}.`,
  ];
  const best = summary.bestDishes
    .slice(0, dishes)
    .map((dish) => `${cut(inSmsAlphabet(dish.name))} ${dish.quantity}`);
  if (best.length > 0) parts.push(`Best: ${best.join(', ')}.`);
  if (summary.slowestAcceptSeconds !== null) {
    parts.push(`Slowest accept ${waitLength(summary.slowestAcceptSeconds)}.`);
  }
  return head + parts.join(' ');
}

/**
 * The day summary as one text, in plain words and at most DAY_SUMMARY_MAX_PARTS parts: long
 * names are shortened, then the best dishes left out from the last, until it fits.
 */
export function daySummarySms(shopName: string, summary: DaySummary): string {
  for (const nameLength of [60, 24, 12]) {
    for (let dishes = summary.bestDishes.length; dishes >= 0; dishes--) {
      const text = write(shopName, summary, dishes, nameLength);
      if (smsParts(text) <= DAY_SUMMARY_MAX_PARTS) return text;
    }
  }
  return write(shopName, summary, 0, 12);
}
