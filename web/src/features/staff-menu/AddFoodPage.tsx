import { useState } from 'react';
import { Link } from 'react-router';
import type { Food } from '@buka/domain/products';
import { PageTitle } from '../../shared/staff/PageTitle';
import { FoodForm } from './components/FoodForm';

export default function AddFoodPage() {
  // Choices hang on a dish that exists: once saved, the new dish's own page takes them.
  const [saved, setSaved] = useState<Food>();
  return (
    <>
      <PageTitle>Add Food</PageTitle>
      <div className="flex max-w-2xl flex-col gap-3">
        <FoodForm onSaved={setSaved} />
        <p className="text-sm text-stone-600">
          {saved ? (
            <Link
              to={`/admin/edit-food/${saved.id}`}
              className="font-semibold text-brand-700 underline"
            >
              Add choices and extras to {saved.name}
            </Link>
          ) : (
            'Choices and extras (protein, size, extras) are added once the dish is saved.'
          )}
        </p>
      </div>
    </>
  );
}
