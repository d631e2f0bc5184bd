import { messages } from '@buka/domain/messages';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { useProducts } from './api/get-products';
import { FoodCard } from './components/FoodCard';
import { MenuPopups } from './components/MenuPopups';
import { foodsInStock } from './lib/menu-popup';

// Pictures in the first row (two on a phone) load at once; the rest as they scroll near.
const EAGER_IMAGES = 2;

export default function MenuPage() {
  const products = useProducts();
  const foods = products.data ? foodsInStock(products.data) : [];

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6">
      <h1 className="mb-4 text-3xl font-extrabold">Menu</h1>
      {products.isPending ? (
        <p role="status" className="flex items-center gap-2 py-10 text-stone-600">
          <Spinner /> {messages.fetchingFood}
        </p>
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
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {foods.map((food, index) => (
            <li key={food.id} className="flex">
              <FoodCard food={food} eager={index < EAGER_IMAGES} />
            </li>
          ))}
        </ul>
      )}
      <MenuPopups foods={products.data} />
    </main>
  );
}
