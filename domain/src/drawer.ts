import { z } from 'zod';
import { messages } from './messages';
import { nairaToKobo } from './money';

// The drawer counted at the end of a shop day (docs/operations.md#the-drawer-counted,
// docs/decisions/0016-the-drawer-counted.md). Money in naira, as the other staff calls say it.

const isWholeKobo = (naira: number) => Math.abs(naira * 100 - Math.round(naira * 100)) < 1e-6;

// A box left empty is not ₦0: the count must be typed, even when it is nothing.
const countedNaira = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().replace(/[₦,\s]/g, '');
    return text === '' ? undefined : Number(text);
  },
  z
    .number({ error: messages.drawerAmountInvalid })
    .min(0, messages.drawerAmountInvalid)
    .max(100_000_000, messages.drawerAmountInvalid)
    .refine(isWholeKobo, messages.drawerAmountInvalid),
);

/** :date of a shop day, YYYY-MM-DD. */
export const drawerDateParamsSchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.reportDatesInvalid)
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
      messages.reportDatesInvalid,
    ),
});

/** POST /api/admin/drawer/:date/close: what was counted in the drawer and seen in the bank. */
export const drawerCloseSchema = z.object({
  cash: countedNaira,
  /** Phone orders' bank transfers seen in the bank's app; 0 for a shop that takes none. */
  transfers: countedNaira.default(0),
  note: z.string().trim().max(300, messages.drawerNoteTooLong).default(''),
});
export type DrawerClose = z.input<typeof drawerCloseSchema>;

/** POST /api/admin/drawer/:date/reopen: a manager's reason, kept with the count. */
export const drawerReopenSchema = z.object({
  reason: z
    .string({ error: messages.drawerReopenReasonRequired })
    .trim()
    .min(1, messages.drawerReopenReasonRequired)
    .max(200, messages.drawerReopenReasonTooLong),
});
export type DrawerReopen = z.input<typeof drawerReopenSchema>;

export const drawerCountSchema = z.object({
  id: z.number(),
  date: z.string(),
  /** What the cash-up said the drawer should hold when the day was closed (cash in hand). */
  cashExpected: z.number(),
  cashCounted: z.number(),
  /** counted − expected: below 0 the drawer was short, above 0 over. */
  cashDifference: z.number(),
  transferExpected: z.number(),
  transferSeen: z.number(),
  transferDifference: z.number(),
  note: z.string(),
  closedBy: z.string(),
  closedAt: z.string(),
  /** Who reopened the day, when and why; null while the count stands. */
  reopened: z.object({ by: z.string(), at: z.string(), reason: z.string() }).nullable(),
});
export type DrawerCount = z.infer<typeof drawerCountSchema>;

/** GET /api/admin/drawer?from&to: every count of the range, reopened ones too, newest first. */
export const drawerCountsSchema = z.object({ counts: z.array(drawerCountSchema) });
export type DrawerCounts = z.infer<typeof drawerCountsSchema>;

/** counted − expected in kobo, so ₦0.10 and ₦0.20 never add up to ₦0.30000000000000004. */
export function drawerDifference(countedNaira: number, expectedNaira: number): number {
  return (nairaToKobo(countedNaira) - nairaToKobo(expectedNaira)) / 100;
}

/** How a difference reads, in words as well as colour: 'Short ₦200', 'Over ₦50', 'Exact'. */
export function differenceWords(difference: number, money: (naira: number) => string): string {
  if (difference < 0) return `Short ${money(-difference)}`;
  if (difference > 0) return `Over ${money(difference)}`;
  return 'Exact';
}
