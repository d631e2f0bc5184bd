import { z } from 'zod';
import { foodIdSchema, idSchema } from './ids';
import { fill } from './message-ids';
import { messages } from './messages';
import { formatMoney, koboToNairaString, nairaToKobo } from './money';
import { shopInstant, toMinutes } from './shop-clock';
import { isShopOpen, nextOpening, type ShopHours } from './shop-hours';

/*
 * Option groups on dishes: 'Protein' (choose 1: chicken +₦1,500, beef +₦1,000),
 * 'Extras' (up to 3), 'Size'. A group belongs to the shop and is attached to any number of
 * dishes, so one 'Protein' group serves every rice dish. Prices are naira strings in answers,
 * as a food's price is (docs/api.md#shapes), and integer kobo in every sum (money.ts).
 *
 * Which call serves which schema:
 *   GET  /api/products                       productsResponseSchema (products.ts): each dish
 *                                            carries `optionGroups` and `soldOutToday`
 *   POST /api/cart                           addToCartSchema (cart.ts): { fid, choiceIds?, note? }
 *                                            → 201 cartItemSchema (choices, note, unitPrice)
 *   GET  /api/cart                           cartResponseSchema (cart.ts)
 *   POST /api/orders                         placeOrderSchema (orders.ts): `note` per order; per
 *                                            line `choices: [{ id, price? }]` and `note`
 *   GET  /api/orders/:id, /api/admin/orders  orderSchema: `note`; each line `choices`, `note`
 *   GET  /api/admin/option-groups            optionGroupsResponseSchema
 *   POST /api/admin/option-groups            optionGroupInputSchema → 201 adminOptionGroupSchema
 *   PUT  /api/admin/option-groups/:id        optionGroupInputSchema → adminOptionGroupSchema
 *                                            (choices sent with their id keep it; others are new;
 *                                            choices left out are removed)
 *   DELETE /api/admin/option-groups/:id      → 204 (detached from every dish)
 *   PUT  /api/products/:id/option-groups     dishGroupsInputSchema { groupIds } (in the order
 *                                            shown; [] detaches all) → dishGroupsResponseSchema
 *   PUT  /api/admin/option-choices/:id/unavailable  choiceUnavailableInputSchema
 *                                            → optionChoiceSchema
 *   PUT  /api/products/:id/sold-out          soldOutInputSchema → foodSchema (products.ts)
 * Staff calls answer 404 { message } for a group, choice or dish that is not there, and
 * 400 { message } in the words below for a group that does not add up.
 */

export const OPTION_NAME_MAX = 60;
export const MAX_CHOICES_PER_GROUP = 30;
export const MAX_GROUPS_PER_DISH = 10;
/** A note for the kitchen on the whole order ('ring the bell twice', 'no cutlery'). */
export const ORDER_NOTE_MAX = 300;
/** A note on one line ('less pepper'). */
export const LINE_NOTE_MAX = 140;
/** The dearest choice staff can type, in naira (a dish itself stops at 10,000,000). */
export const MAX_CHOICE_PRICE_NAIRA = 1_000_000;

/** A choice as the menu shows it; `unavailableToday` is greyed and cannot be chosen. */
export const optionChoiceSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Added to the dish's price, naira as a string like a food's price; '0' is free. */
  price: z.string(),
  unavailableToday: z.boolean(),
});
export type OptionChoice = z.infer<typeof optionChoiceSchema>;

/**
 * A group of choices on a dish. A required group has min ≥ 1; an optional one has min 0.
 * `choices` are in the order staff put them.
 */
export const optionGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  required: z.boolean(),
  min: z.number().int(),
  max: z.number().int(),
  choices: z.array(optionChoiceSchema),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

/** A group as the staff area lists it: which dishes it is attached to. */
export const adminOptionGroupSchema = optionGroupSchema.extend({ dishIds: z.array(z.number()) });
export type AdminOptionGroup = z.infer<typeof adminOptionGroupSchema>;

export const optionGroupsResponseSchema = z.object({ groups: z.array(adminOptionGroupSchema) });
export type OptionGroupsResponse = z.infer<typeof optionGroupsResponseSchema>;

// Notes: trimmed, and never a NUL (the database refuses it; the error handler says why).
const noteSchema = (max: number, tooLong: string) =>
  z.string().trim().max(max, fill(tooLong, { max })).default('');
export const orderNoteSchema = noteSchema(ORDER_NOTE_MAX, messages.orderNoteTooLong);
export const lineNoteSchema = noteSchema(LINE_NOTE_MAX, messages.lineNoteTooLong);

/** The choices of one cart or order line, by id; at most one of each (the rules check). */
export const choiceIdsSchema = z.array(idSchema).max(MAX_CHOICES_PER_GROUP * MAX_GROUPS_PER_DISH);

/** A choice on a placed order's line, as it was when ordered (the dish may change later). */
export const chosenChoiceSchema = z.object({
  /** The choice's id at ordering; the choice may be gone since. */
  id: z.number(),
  group: z.string(),
  name: z.string(),
  price: z.string(),
});
export type ChosenChoice = z.infer<typeof chosenChoiceSchema>;

// ---- staff requests ----

const choicePriceSchema = z.preprocess(
  (value) =>
    typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
  z
    .number({ error: messages.choicePriceInvalid })
    .min(0, messages.choicePriceInvalid)
    .max(MAX_CHOICE_PRICE_NAIRA, messages.choicePriceInvalid)
    .refine((naira) => Math.abs(naira * 100 - Math.round(naira * 100)) < 1e-6, {
      message: messages.choicePriceInvalid,
    }),
);

const optionNameSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(OPTION_NAME_MAX, fill(messages.optionNameTooLong, { max: OPTION_NAME_MAX }));

export const optionChoiceInputSchema = z.object({
  /** Present when editing a choice that exists, so carts and the unavailable mark keep it. */
  id: idSchema.optional(),
  name: optionNameSchema(messages.choiceNameRequired),
  price: choicePriceSchema,
  unavailableToday: z.boolean().optional(),
});

/**
 * POST and PUT /api/admin/option-groups. `min` is read only for a required group (an optional
 * group's minimum is 0; a required one's is at least 1, 1 when left out); `max` defaults to 1.
 */
export const optionGroupInputSchema = z
  .object({
    name: optionNameSchema(messages.groupNameRequired),
    required: z.boolean().default(false),
    min: z.number({ error: messages.groupMinMax }).int(messages.groupMinMax).min(0).optional(),
    max: z
      .number({ error: messages.groupMinMax })
      .int(messages.groupMinMax)
      .min(1, messages.groupMinMax)
      .max(MAX_CHOICES_PER_GROUP, messages.groupMinMax)
      .default(1),
    choices: z
      .array(optionChoiceInputSchema)
      .min(1, messages.groupNeedsChoice)
      .max(MAX_CHOICES_PER_GROUP, messages.groupTooManyChoices),
  })
  .transform((group) => ({
    ...group,
    min: group.required ? Math.max(1, group.min ?? 1) : 0,
  }))
  .superRefine((group, context) => {
    const issue = (message: string) => context.addIssue({ code: 'custom', message });
    if (group.min > group.max) issue(messages.groupMinMax);
    else if (group.max > group.choices.length) issue(messages.groupMaxOverChoices);
    const names = group.choices.map((choice) => choice.name.toLowerCase());
    if (new Set(names).size !== names.length) issue(messages.choiceNameTwice);
    const ids = group.choices.flatMap((choice) => (choice.id ? [choice.id] : []));
    if (new Set(ids).size !== ids.length) issue(messages.badRequest);
  });
export type OptionGroupInput = z.input<typeof optionGroupInputSchema>;
export type ValidOptionGroupInput = z.output<typeof optionGroupInputSchema>;

/** PUT /api/products/:id/option-groups: the dish's groups in the order the menu shows them. */
export const dishGroupsInputSchema = z.object({
  groupIds: z
    .array(idSchema)
    .max(MAX_GROUPS_PER_DISH, fill(messages.dishTooManyGroups, { max: MAX_GROUPS_PER_DISH }))
    .refine((ids) => new Set(ids).size === ids.length, messages.groupTwiceOnDish),
});
export const dishGroupsResponseSchema = z.object({
  fid: foodIdSchema,
  groups: z.array(optionGroupSchema),
});
export type DishGroupsResponse = z.infer<typeof dishGroupsResponseSchema>;

/** PUT /api/admin/option-choices/:id/unavailable — true until the shop's next opening. */
export const choiceUnavailableInputSchema = z.object({ unavailableToday: z.boolean() });
/** PUT /api/products/:id/sold-out — true until the shop's next opening; stock is untouched. */
export const soldOutInputSchema = z.object({ soldOutToday: z.boolean() });

// ---- the rules ----

/** A choice picked for a line, with what the line and the order keep of it. */
export interface PickedChoice {
  id: number;
  group: string;
  name: string;
  priceKobo: number;
}

export type SelectionVerdict =
  { ok: true; picked: PickedChoice[] } | { ok: false; message: string };

/**
 * Whether `choiceIds` is a selection the dish accepts: each id at most once, every one a choice
 * of this dish's groups, none unavailable today, and each group's min and max kept (a required
 * group needs at least one). The picked choices come back in the menu's order (groups, then
 * choices), so the same selection always reads and prices the same.
 */
export function checkSelection(
  dishName: string,
  groups: readonly OptionGroup[],
  choiceIds: readonly number[],
): SelectionVerdict {
  if (new Set(choiceIds).size !== choiceIds.length) {
    return { ok: false, message: messages.choiceTwice };
  }
  const wanted = new Set(choiceIds);
  const known = new Set(groups.flatMap((group) => group.choices.map((choice) => choice.id)));
  if (choiceIds.some((id) => !known.has(id))) {
    return { ok: false, message: fill(messages.choiceNotOfDish, { dish: dishName }) };
  }
  const picked: PickedChoice[] = [];
  for (const group of groups) {
    const chosen = group.choices.filter((choice) => wanted.has(choice.id));
    const gone = chosen.find((choice) => choice.unavailableToday);
    if (gone) {
      return { ok: false, message: fill(messages.choiceUnavailable, { choice: gone.name }) };
    }
    if (chosen.length > group.max) {
      return {
        ok: false,
        message: fill(messages.choiceTooMany, {
          max: group.max,
          group: group.name,
          dish: dishName,
        }),
      };
    }
    const min = group.required ? Math.max(1, group.min) : group.min;
    if (chosen.length < min) {
      const message =
        min === 1
          ? fill(messages.choiceRequired, { group: group.name, dish: dishName })
          : fill(messages.choiceTooFew, { min, group: group.name, dish: dishName });
      return { ok: false, message };
    }
    for (const choice of chosen) {
      picked.push({
        id: choice.id,
        group: group.name,
        name: choice.name,
        priceKobo: nairaToKobo(choice.price),
      });
    }
  }
  return { ok: true, picked };
}

/** One portion of a dish with its choices, in kobo. */
export function unitPriceKobo(dishPriceKobo: number, picked: readonly { priceKobo: number }[]) {
  return picked.reduce((sum, choice) => sum + choice.priceKobo, dishPriceKobo);
}

/** A line's price in kobo: (dish + choices) × quantity. */
export function linePriceKobo(
  dishPriceKobo: number,
  picked: readonly { priceKobo: number }[],
  qty: number,
): number {
  return unitPriceKobo(dishPriceKobo, picked) * qty;
}

/** Whether a dish needs its sheet before it can go in the cart (a required group). */
export function needsChoosing(groups: readonly OptionGroup[]): boolean {
  return groups.some((group) => group.required || group.min > 0);
}

/**
 * The same dish with the same choices and note is one cart line; different choices are two.
 * The key is stored with the line, so the database keeps one line per (customer, dish, key).
 */
export function cartLineKey(choiceIds: readonly number[], note: string): string {
  const ids = [...choiceIds].sort((a, b) => a - b).join(',');
  return note ? `${ids}|${note}` : ids;
}

/** The refusal when the price a customer saw for a choice is not the shop's price now. */
export function choicePriceChangedMessage(choice: string, priceKobo: number): string {
  return fill(messages.choicePriceChanged, { choice, price: formatMoney(priceKobo) });
}

/** A picked choice as an answer shows it. */
export function toChosenChoice(choice: PickedChoice): ChosenChoice {
  return {
    id: choice.id,
    group: choice.group,
    name: choice.name,
    price: koboToNairaString(choice.priceKobo),
  };
}

// A mark with no opening ahead (a shop closed for good) lasts until staff lift it.
const FOREVER = new Date(8.64e15);

const openingInstant = (opening: { date: string; time: string }) =>
  shopInstant(opening.date, toMinutes(opening.time));

/**
 * When a dish marked sold out today (or a choice marked unavailable today) comes back by itself:
 * at the first opening after today's service. Marked during service or after closing, that is the
 * next opening; marked in the morning before the shop opens, the kitchen means today's service,
 * so it lasts through today's opening until the one after.
 */
export function backOnMenuAt(at: Date, hours: ShopHours): Date {
  const next = nextOpening(at, hours);
  if (!next) return FOREVER;
  if (isShopOpen(at, hours) || next.daysAhead > 0) return openingInstant(next);
  const after = nextOpening(openingInstant(next), hours);
  return after ? openingInstant(after) : FOREVER;
}

/** Whether a mark that lasts until `until` (ms; null: no mark) still holds at `at`. */
export function isMarkedToday(until: number | null, at: Date): boolean {
  return until !== null && at.getTime() < until;
}
