import { z } from 'zod';

// spec §3: the client state's checkoutData. The last address and area are kept so a returning
// customer does not type their address again on a small keyboard; only for the same user, so a
// shared phone never offers one customer's address to another. The payment choice is not kept:
// it starts at online every time (spec §5).
const KEY = 'checkoutData';

const checkoutDataSchema = z.object({
  uid: z.string(),
  address: z.string().max(300),
  area: z.string().max(60).optional(),
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

export function readCheckoutData(uid: string | undefined): Omit<CheckoutData, 'uid'> {
  try {
    const parsed = checkoutDataSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    if (parsed.success && parsed.data.uid === uid) return parsed.data;
  } catch {
    // Unreadable: start blank.
  }
  return { address: '', area: undefined };
}

export function writeCheckoutData(data: CheckoutData): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // Storage blocked: nothing is lost but the convenience.
  }
}
