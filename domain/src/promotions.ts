import { z } from 'zod';
import { idSchema } from './ids';
import { normalizeCode } from './promotion-pricing';

/*
 * Promotions (docs/orders.md#promotions): codes the customer types at checkout and offers the
 * server applies by itself, both priced by the server in the order's transaction.
 *
 *   GET  /api/admin/promotions            → promotionsResponseSchema
 *   POST /api/admin/promotions            promotionInputSchema → promotionSchema
 *   PUT  /api/admin/promotions/:id        promotionInputSchema → promotionSchema
 *   POST /api/admin/promotions/:id/end    → promotionSchema
 *   POST /api/promotions/quote            promotion-quote.ts (the checkout's, kept apart to stay light)
 */

/** The staff page's own words (docs/messages.md: staff-only, not translated). */
export const promotionMessages = {
  notFound: 'No such promotion',
  codeRequired: 'A code needs its text: letters and digits, like WELCOME500',
  codeInvalid: 'A code is 3 to 20 letters, digits or dashes',
  codeTaken: 'Another promotion already has this code',
  nameRequired: 'An offer needs a name customers will read, like "Free delivery on Fridays"',
  percentInvalid: 'A percent off is a whole number from 1 to 100',
  amountInvalid: 'The amount off must be more than ₦0',
  moneyInvalid: 'Amounts are naira, like 5000 or 1500.50',
  datesInvalid: 'Dates are YYYY-MM-DD, and the last day not before the first',
  hoursInvalid: 'Give both hours, like 11:00 and 15:00, or neither',
  usesInvalid: 'Uses are a whole number of at least 1, or empty for no limit',
  saved: 'Promotion saved',
  ended: 'Promotion ended',
} as const;

const naira = z.coerce
  .number({ error: promotionMessages.moneyInvalid })
  .min(0, promotionMessages.moneyInvalid)
  .max(10_000_000, promotionMessages.moneyInvalid)
  // Naira to the kobo: a smaller fraction is no amount a till can hold.
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: promotionMessages.moneyInvalid,
  });
/** A calendar day that exists ('2026-02-30' does not), in the years a shop may plan for. */
const isCalendarDay = (text: string) => {
  const day = new Date(`${text}T00:00:00Z`);
  const year = Number(text.slice(0, 4));
  return (
    !Number.isNaN(day.getTime()) &&
    day.toISOString().startsWith(text) &&
    year >= 2000 &&
    year <= 2100
  );
};
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, promotionMessages.datesInvalid)
  .refine(isCalendarDay, promotionMessages.datesInvalid);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, promotionMessages.hoursInvalid);
const uses = z
  .number()
  .int(promotionMessages.usesInvalid)
  .min(1, promotionMessages.usesInvalid)
  .max(1_000_000, promotionMessages.usesInvalid);

/** What staff set on a promotion; money in naira. */
export const promotionInputSchema = z
  .object({
    kind: z.enum(['code', 'offer']),
    /** Any case, trimmed; kept in upper case. */
    code: z
      .string()
      .max(40, promotionMessages.codeInvalid)
      .default('')
      .transform(normalizeCode)
      .pipe(z.string().regex(/^([A-Z0-9-]{3,20})?$/, promotionMessages.codeInvalid)),
    name: z.string().trim().max(80).default(''),
    benefit: z.enum(['percent', 'amount', 'freeDelivery']),
    percent: z
      .number()
      .int(promotionMessages.percentInvalid)
      .min(1, promotionMessages.percentInvalid)
      .max(100, promotionMessages.percentInvalid)
      .nullable()
      .default(null),
    amount: naira.nullable().default(null),
    minimum: naira.default(0),
    firstOrderOnly: z.boolean().default(false),
    startsOn: date.nullable().default(null),
    endsOn: date.nullable().default(null),
    fromTime: time.nullable().default(null),
    untilTime: time.nullable().default(null),
    days: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    maxUses: uses.nullable().default(null),
    maxUsesPerCustomer: uses.nullable().default(null),
    active: z.boolean().default(true),
  })
  .refine((p) => p.kind !== 'code' || p.code !== '', {
    message: promotionMessages.codeRequired,
    path: ['code'],
  })
  .refine((p) => p.kind !== 'offer' || p.name !== '', {
    message: promotionMessages.nameRequired,
    path: ['name'],
  })
  .refine((p) => p.benefit !== 'percent' || p.percent !== null, {
    message: promotionMessages.percentInvalid,
    path: ['percent'],
  })
  .refine((p) => p.benefit !== 'amount' || (p.amount !== null && p.amount > 0), {
    message: promotionMessages.amountInvalid,
    path: ['amount'],
  })
  .refine((p) => !p.startsOn || !p.endsOn || p.startsOn <= p.endsOn, {
    message: promotionMessages.datesInvalid,
    path: ['endsOn'],
  })
  // Both hours or neither; the same hour twice would be no time at all.
  .refine(
    (p) =>
      (p.fromTime === null && p.untilTime === null) ||
      (p.fromTime !== null && p.untilTime !== null && p.fromTime !== p.untilTime),
    {
      message: promotionMessages.hoursInvalid,
      path: ['untilTime'],
    },
  );
export type PromotionInput = z.input<typeof promotionInputSchema>;

/** A promotion as staff see it; money in naira. */
export const promotionSchema = z.object({
  id: z.number(),
  kind: z.enum(['code', 'offer']),
  code: z.string(),
  name: z.string(),
  benefit: z.enum(['percent', 'amount', 'freeDelivery']),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  minimum: z.number(),
  firstOrderOnly: z.boolean(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  fromTime: z.string().nullable(),
  untilTime: z.string().nullable(),
  days: z.array(z.number()),
  maxUses: z.number().nullable(),
  maxUsesPerCustomer: z.number().nullable(),
  active: z.boolean(),
  /** Orders that used it and were not canceled. */
  uses: z.number(),
  /** Naira it took off those orders. */
  discounted: z.number(),
  /** When staff ended it; null while not ended. */
  endedAt: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionsResponseSchema = z.object({ promotions: z.array(promotionSchema) });
export const promotionParamsSchema = z.object({ id: idSchema });
