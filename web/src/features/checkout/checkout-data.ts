import { paymentMethodSchema } from '@buka/domain/orders';
import { z } from 'zod';

// spec §3: the client state's checkoutData. The last address, area and payment choice are kept
// so a returning customer does not type their address again on a small keyboard.
const KEY = 'checkoutData';

const checkoutDataSchema = z.object({
  address: z.string().max(300).catch(''),
  area: z.string().max(60).optional().catch(undefined),
  paymentMethod: paymentMethodSchema.catch('online'),
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

export function readCheckoutData(): CheckoutData {
  try {
    const parsed = checkoutDataSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable: start blank.
  }
  return { address: '', area: undefined, paymentMethod: 'online' };
}

export function writeCheckoutData(data: CheckoutData): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // Storage blocked: nothing is lost but the convenience.
  }
}
