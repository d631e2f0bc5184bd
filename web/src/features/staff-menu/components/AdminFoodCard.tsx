import type { Food } from '@buka/domain/products';
import { DishImage } from '../../../shared/ui/DishImage';
import { nairaMoney } from '../../../shared/ui/price';
import { FoodAdminActions } from './FoodAdminActions';
import { SoldOutTodayButton } from './SoldOutTodayButton';

/**
 * docs/screens.md#staff-area admin item card: image, name, category, price, stock, calories; edit
 * and delete. Also the dish's groups of choices and a one-tap 'Sold out today'.
 */
export function AdminFoodCard({ food }: { food: Food }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="relative">
        <DishImage src={food.imageURL} alt={food.name} sizes="(min-width: 640px) 16rem, 50vw" />
        <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-stone-800">
          {food.category.name}
        </span>
        {food.soldOutToday && (
          <span className="absolute right-2 bottom-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
            Finished today
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="font-bold text-stone-900">{food.name}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-stone-600">Price</dt>
          <dd className="text-right font-semibold">{nairaMoney(food.price)}</dd>
          <dt className="text-stone-600">Stock</dt>
          <dd className={`text-right font-semibold ${food.stock === 0 ? 'text-red-700' : ''}`}>
            {food.stock === 0 ? 'sold out' : food.stock}
          </dd>
          <dt className="text-stone-600">Calories</dt>
          <dd className="text-right">{food.calories || '—'}</dd>
        </dl>
        {food.optionGroups.length > 0 && (
          <p className="text-xs text-stone-600">
            Choices: {food.optionGroups.map((group) => group.name).join(', ')}
          </p>
        )}
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <SoldOutTodayButton food={food} />
          <FoodAdminActions food={food} />
        </div>
      </div>
    </li>
  );
}
