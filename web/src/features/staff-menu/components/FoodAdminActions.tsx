import { useState } from 'react';
import { Link } from 'react-router';
import type { Food } from '@buka/domain/products';
import { useCan } from '../../../shared/session/use-can';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { useDeleteFood } from '../api/delete-food';
import { dangerOutlineClass } from '../../../shared/staff/danger-styles';
import { ConfirmDialog } from '../../../shared/staff/ConfirmDialog';

/**
 * docs/screens.md#staff-area food card for an admin: edit and delete instead of add-to-cart. Used
 * by the staff menu and, loaded only for admins, by the shop's own menu cards.
 */
export function FoodAdminActions({ food }: { food: Pick<Food, 'id' | 'name'> }) {
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteFood();
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={`/admin/edit-food/${food.id}`}
        aria-label={`Edit ${food.name}`}
        className={buttonClasses('secondary', 'flex-1')}
      >
        Edit
      </Link>
      <button
        type="button"
        aria-label={`Delete ${food.name}`}
        onClick={() => setConfirming(true)}
        className={`${dangerOutlineClass} flex-1`}
      >
        Delete
      </button>
      {confirming && (
        <ConfirmDialog
          title={`Delete ${food.name}?`}
          confirmLabel="Delete"
          busy={deletion.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => deletion.mutate(food.id, { onSettled: () => setConfirming(false) })}
        >
          It leaves the menu at once. Orders already placed keep their copy of it.
        </ConfirmDialog>
      )}
    </div>
  );
}

/** The same on the shop's own menu cards, shown to the staff who may edit the menu. */
export function MenuCardAdminActions({ food }: { food: Pick<Food, 'id' | 'name'> }) {
  return useCan('menu.edit') ? <FoodAdminActions food={food} /> : null;
}
