import { Link, useNavigate, useParams } from 'react-router';
import { messages } from '@buka/domain/messages';
import { Spinner } from '../../shared/ui/Spinner';
import { useStaffProducts } from './api/staff-products';
import { LoadFailed } from '../../shared/staff/LoadFailed';
import { PageTitle } from '../../shared/staff/PageTitle';
import { DishGroupsEditor } from './components/DishGroupsEditor';
import { draftFromFood } from './lib/food-draft';
import { FoodForm } from './components/FoodForm';

/**
 * /admin/edit-food/:id — the Add Food form, filled in, saving with PUT; under it the dish's
 * choices and extras, each change saved on its own.
 */
export default function EditFoodPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const products = useStaffProducts();
  const food = products.data?.find((item) => String(item.id) === id);

  return (
    <>
      <PageTitle>Edit Food</PageTitle>
      {products.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : products.isError ? (
        <LoadFailed error={products.error} retry={() => void products.refetch()} />
      ) : !food ? (
        <p className="flex flex-col items-start gap-3">
          {messages.foodNotFound}
          <Link to="/admin/menu" className="font-semibold text-brand-700 underline">
            Back to the menu
          </Link>
        </p>
      ) : (
        <div className="flex flex-col gap-5">
          <FoodForm
            key={food.id}
            food={food}
            initial={draftFromFood(food)}
            onSaved={() => navigate('/admin/menu')}
          />
          <DishGroupsEditor key={`groups-${food.id}`} food={food} />
        </div>
      )}
    </>
  );
}
