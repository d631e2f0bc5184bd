import { createContext, useContext } from 'react';
import type { CartItem } from '@buka/domain/cart';
import type { ChosenChoice } from '@buka/domain/dish-options';
import type { Food } from '@buka/domain/products';

/** A line the menu adds: shown in the cart at once, confirmed by the server behind. */
export interface AddToCartVariables {
  food: Pick<Food, 'id' | 'name' | 'price' | 'imageURL' | 'stock'>;
  uid: string;
  /** A stand-in id (negative) for the line until the server gives its own. */
  tempId: number;
  /** The chosen choices (the choice sheet), shown on the line until the server's copy comes. */
  choices?: ChosenChoice[];
  /** One portion with its choices, naira, as the sheet showed it. */
  unitPrice?: string;
  /** The customer's note on this line ('less pepper'). */
  note?: string;
}

/**
 * The cart as the menu sees it: the signed-in user's lines (none for a visitor), adding one, and
 * the card's stepper changing or removing one (each shown at once, taken back with a toast when
 * the server refuses).
 */
export interface MenuCart {
  lines: CartItem[];
  /** Taken back, with a toast saying why, when the server refuses; `onError` is told too. */
  add: (line: AddToCartVariables, options: { onError: () => void }) => void;
  setQty: (change: { id: number; qty: number }) => void;
  remove: (id: number) => void;
}

/**
 * The cart's data is the cart feature's; the app hands the menu this hook of the cart's
 * (web/src/app/RootLayout.tsx), so the menu never imports the cart feature.
 */
export const MenuCartContext = createContext<((uid: string | undefined) => MenuCart) | null>(null);

export function useMenuCart(uid: string | undefined): MenuCart {
  const useCart = useContext(MenuCartContext);
  if (!useCart) throw new Error('The app hands the menu its cart (MenuCartContext)');
  return useCart(uid);
}
