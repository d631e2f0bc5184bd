import { createContext, useContext, type ComponentType } from 'react';
import type { Food } from '@buka/domain/products';

/**
 * docs/screens.md#staff-area: staff see edit and delete on the menu's food cards. Those buttons are
 * the admin area's code; the app shell hands them to the menu through this context, so the menu
 * never imports the admin feature and customers never download it.
 */
export type FoodActions = ComponentType<{ food: Pick<Food, 'id' | 'name'> }>;

export const FoodActionsContext = createContext<FoodActions | null>(null);

export function useFoodActions(): FoodActions | null {
  return useContext(FoodActionsContext);
}
