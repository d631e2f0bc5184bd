import { MENU_EAGER_PICTURES } from '@buka/domain/images';
import { messages } from '@buka/domain/messages';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { useProducts } from '../../shared/api/get-products';
import { FoodCard } from './components/FoodCard';
import { MenuPopups } from './components/MenuPopups';
import { foodsInStock } from './lib/menu-popup';

const PLACEHOLDER_CARDS = 8;
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

export default function MenuPage() {
  const products = useProducts();
  const foods = products.data ? foodsInStock(products.data) : [];

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6">
      <h1 className="mb-4 text-3xl font-extrabold">Menu</h1>
      {products.isPending ? (
        // At least a screenful, in the cards' shape: the footer stays below the fold instead of
        // jumping down when the dishes arrive (a layout shift on every slow load).
        <div className="min-h-dvh">
          <p role="status" className="flex items-center gap-2 pb-4 text-stone-600">
            <Spinner /> {messages.fetchingFood}
          </p>
          <ul aria-hidden="true" className={GRID}>
            {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
              <li key={index} className="h-80 rounded-2xl bg-stone-200/60" />
            ))}
          </ul>
        </div>
      ) : foods.length === 0 ? (
        <div className="flex flex-col items-start gap-3 py-10">
          <p className="text-stone-600">{messages.noFoodItems}</p>
          {products.isError && (
            <Button variant="secondary" onClick={() => void products.refetch()}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        <ul className={GRID}>
          {foods.map((food, index) => (
            <li key={food.id} className="flex">
              <FoodCard food={food} eager={index < MENU_EAGER_PICTURES} />
            </li>
          ))}
        </ul>
      )}
      <MenuPopups foods={products.data} />
    </main>
  );
}
