import { createContext, useContext } from 'react';

/** Words the cart panel shows at its top when it opens: what happened, and what is not as it was. */
export interface CartNotice {
  title: string;
  lines: string[];
}

/**
 * Opening the cart panel, with a notice when there is something to say (ordering a past order
 * again, docs/orders.md#ordering-again). The panel is the cart feature's; the app hands its
 * opener to the other features (web/src/app/FeatureSlots.tsx).
 */
export const OpenCartContext = createContext<((notice?: CartNotice) => void) | null>(null);

export function useOpenCart(): (notice?: CartNotice) => void {
  const openCart = useContext(OpenCartContext);
  if (!openCart) throw new Error('The app hands the features the cart panel (OpenCartContext)');
  return openCart;
}
