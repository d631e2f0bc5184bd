import { lazy, Suspense } from 'react';
import { MENU_CARD_IMAGE_SIZES } from '@buka/domain/images';
import type { Food } from '@buka/domain/products';
import { isStaff } from '@buka/domain/roles';
import { useSession } from '../../../shared/session/session-store';
import { DishImage } from '../../../shared/ui/DishImage';
import { nairaMoney } from '../../../shared/ui/price';
import { useFoodActions } from '../../../shared/slots/food-actions';
import { AddToCartButton } from './AddToCartButton';
import { DishDescription } from './DishDescription';

// A dish served at some times only (few are) checks them in a chunk of its own, so the menu's
// first download does not carry the rule (docs/orders.md#dishes-served-at-some-times).
const ServedGate = lazy(() => import('./ServedGate'));

/**
 * docs/screens.md#menu food card: category badge, image, name, description, ₦ price, add to cart.
 * `remembered`: the dish a visitor tapped before signing in (AddToCartButton).
 */
export function FoodCard({
  food,
  eager,
  remembered,
}: {
  food: Food;
  eager: boolean;
  remembered?: { onArrived: () => void };
}) {
  const user = useSession();
  // Staff see edit and delete instead of add-to-cart (docs/screens.md#cart-panel).
  const StaffActions = useFoodActions();
  const timed = [food, food.category].some((times) => times.availableFrom || times.availableUntil);
  const add = !isStaff(user?.role) && (
    <AddToCartButton food={food} addOnArrival={!!remembered} onArrived={remembered?.onArrived} />
  );
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="relative">
        <DishImage
          src={food.imageURL}
          alt={food.name}
          sizes={MENU_CARD_IMAGE_SIZES}
          eager={eager}
        />
        <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-brand-800 shadow-sm">
          {food.category.name}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2 className="text-base leading-tight font-bold">{food.name}</h2>
        <DishDescription
          id={`dish-${food.id}-description`}
          name={food.name}
          text={food.description}
        />
        {isStaff(user?.role) && food.calories && (
          <p className="text-xs text-stone-500">{food.calories} calories</p>
        )}
        {/* The price, then a row of its own for Add or the stepper: both are 44px high, so
            the card keeps its size when the dish goes in the cart (docs/screens.md#menu). */}
        <div className="mt-auto flex flex-col gap-2 pt-2">
          <p className="text-lg font-extrabold text-stone-900">{nairaMoney(food.price)}</p>
          {timed ? (
            <Suspense fallback={null}>
              <ServedGate food={food}>{add}</ServedGate>
            </Suspense>
          ) : (
            add
          )}
        </div>
        {/* Which staff may edit the menu is the staff's code's to say (the rights are not in
            a customer's download): the others' box empties once it has. */}
        {isStaff(user?.role) && StaffActions && (
          <Suspense fallback={<div className="h-11" />}>
            <StaffActions food={food} />
          </Suspense>
        )}
      </div>
    </article>
  );
}
