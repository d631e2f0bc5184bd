import { z } from 'zod';
import { idSchema } from './ids';
import { fill } from './message-ids';
import { messages } from './messages';

// docs/orders.md#saved-addresses: a customer keeps the places food goes to (Home, Office, their
// mother's house) and picks one at checkout instead of typing it again on a small keyboard.

/** How many addresses one customer may keep: enough for every place they eat, few to pick from. */
export const MAX_SAVED_ADDRESSES = 10;
export const ADDRESS_LABEL_MAX = 30;
/** The same lengths an order keeps (placeOrderSchema), so a saved address always fits one. */
export const ADDRESS_LINE_MAX = 300;
export const ADDRESS_LANDMARK_MAX = 120;
export const ADDRESS_NOTE_MAX = 200;
export const ADDRESS_AREA_MAX = 60;

const withMax = (text: string, max: number) => fill(text, { max });

/** POST /api/addresses and PUT /api/addresses/:id. */
export const savedAddressInputSchema = z.object({
  label: z
    .string({ error: messages.addressLabelRequired })
    .trim()
    .min(1, messages.addressLabelRequired)
    .max(ADDRESS_LABEL_MAX, withMax(messages.addressLabelTooLong, ADDRESS_LABEL_MAX)),
  address: z
    .string({ error: messages.addressRequired })
    .trim()
    .min(1, messages.addressRequired)
    .max(ADDRESS_LINE_MAX, withMax(messages.addressLineTooLong, ADDRESS_LINE_MAX)),
  landmark: z
    .string()
    .trim()
    .max(ADDRESS_LANDMARK_MAX, withMax(messages.landmarkTooLong, ADDRESS_LANDMARK_MAX))
    .default(''),
  /** One of the shop's delivery areas when it has any; '' when it has none. */
  area: z.string().trim().max(ADDRESS_AREA_MAX, messages.addressAreaUnknown).default(''),
  note: z
    .string()
    .trim()
    .max(ADDRESS_NOTE_MAX, withMax(messages.addressNoteTooLong, ADDRESS_NOTE_MAX))
    .default(''),
});
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;
export type ValidSavedAddressInput = z.output<typeof savedAddressInputSchema>;

export const savedAddressSchema = z.object({
  id: z.number(),
  label: z.string(),
  address: z.string(),
  landmark: z.string(),
  area: z.string(),
  note: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** GET /api/addresses: the customer's own, in the order they were saved. */
export const savedAddressesResponseSchema = z.object({ addresses: z.array(savedAddressSchema) });
export type SavedAddressesResponse = z.infer<typeof savedAddressesResponseSchema>;

export const savedAddressParamsSchema = z.object({ id: idSchema });

/** The labels offered first; the customer may type their own. */
export const suggestedAddressLabels = ['Home', 'Office'] as const;

/**
 * Why this address cannot be saved for a customer who already keeps `others` (the ones besides
 * it), or null. Two addresses with the same name would be two 'Home's at checkout; an area the
 * shop does not deliver to would price nothing.
 */
export function savedAddressRefusal(
  address: { label: string; area: string },
  others: readonly { label: string }[],
  shopAreas: readonly { name: string }[],
): string | null {
  if (others.length >= MAX_SAVED_ADDRESSES) {
    return withMax(messages.addressesFull, MAX_SAVED_ADDRESSES);
  }
  const label = address.label.toLowerCase();
  if (others.some((other) => other.label.toLowerCase() === label)) {
    return fill(messages.addressLabelTaken, { label: address.label });
  }
  if (address.area !== '' && !shopAreas.some((area) => area.name === address.area)) {
    return messages.addressAreaUnknown;
  }
  if (address.area === '' && shopAreas.length > 0) return messages.areaRequired;
  return null;
}
