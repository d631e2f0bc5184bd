import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@buka/domain/messages';
import { buttonClasses } from '../../shared/ui/button-styles';
import { Spinner } from '../../shared/ui/Spinner';
import { TextField } from '../../shared/ui/TextField';
import { useStaffProducts } from './api/staff-products';
import { LoadFailed } from '../../shared/staff/LoadFailed';
import { PageTitle } from '../../shared/staff/PageTitle';
import { AdminFoodCard } from './components/AdminFoodCard';
import { searchFoods } from './lib/search-foods';

export default function AdminMenuPage() {
  const products = useStaffProducts();
  const [search, setSearch] = useState('');
  const foods = searchFoods(products.data ?? [], search);

  return (
    <>
      <PageTitle
        aside={
          <div className="flex flex-wrap gap-2">
            <Link to="/admin/menu/categories" className={buttonClasses('secondary')}>
              Categories
            </Link>
            <Link to="/admin/menu/import" className={buttonClasses('secondary')}>
              Import or export
            </Link>
          </div>
        }
      >
        Menu
      </PageTitle>
      <TextField
        label="Search food"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Search by name"
        className="mb-5 max-w-md"
      />
      {products.isPending ? (
        <p role="status" className="flex items-center gap-2 text-stone-700">
          <Spinner /> {messages.fetchingFood}
        </p>
      ) : products.isError ? (
        <LoadFailed error={products.error} retry={() => void products.refetch()} />
      ) : foods.length === 0 ? (
        <p className="text-stone-700">
          {search.trim() ? `No food named like "${search.trim()}"` : messages.noFoodItems}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {foods.map((food) => (
            <AdminFoodCard key={food.id} food={food} />
          ))}
        </ul>
      )}
    </>
  );
}
