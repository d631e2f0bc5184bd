import { FoodForm } from './FoodForm';
import { PageTitle } from '../components/PageTitle';

export default function AddFoodPage() {
  return (
    <>
      <PageTitle>Add Food</PageTitle>
      <FoodForm />
    </>
  );
}
