import { z } from 'zod';

// docs/screens.md#session-in-the-browser: the client state's checkoutData. The last address and
// area are kept per customer so a returning customer does not type their address again on a small
// keyboard; keyed by user, so a shared phone never offers one customer's address to another. The
// payment choice is not kept: it starts at online every time (docs/server-rules.md#validation).
const KEY = 'checkoutData';
// A family phone has a few customers; more than that is not worth keeping.
const KEEP = 5;

const entrySchema = z.object({
  uid: z.string(),
  address: z.string().max(300),
  area: z.string().max(60).optional(),
});
export type CheckoutData = z.infer<typeof entrySchema>;

function readAll(): CheckoutData[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    // Earlier versions kept one customer's entry, not a list.
    const entries = Array.isArray(stored) ? stored : [stored];
    return entries.flatMap((entry) => {
      const parsed = entrySchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

export function readCheckoutData(uid: string | undefined): Omit<CheckoutData, 'uid'> {
  const entry = readAll().find((each) => each.uid === uid);
  return entry ? { address: entry.address, area: entry.area } : { address: '', area: undefined };
}

export function writeCheckoutData(data: CheckoutData): void {
  const others = readAll().filter((entry) => entry.uid !== data.uid);
  try {
    localStorage.setItem(KEY, JSON.stringify([data, ...others].slice(0, KEEP)));
  } catch {
    // Storage blocked: nothing is lost but the convenience.
  }
}
