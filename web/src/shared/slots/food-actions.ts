import { createContext, useContext, type ComponentType } from 'react';
import type { Food } from '@buka/domain/products';

/**
 * docs/screens.md#staff-area: staff see edit and delete on the menu's food cards. Those buttons are
 * staff-menu's code; the app hands them to the menu through this context (app/FeatureSlots.tsx),
 * so the menu never imports a staff feature and customers never download it.
 */
export type FoodActions = ComponentType<{ food: Pick<Food, 'id' | 'name'> }>;

export const FoodActionsContext = createContext<FoodActions | null>(null);

export function useFoodActions(): FoodActions | null {
  return useContext(FoodActionsContext);
}
