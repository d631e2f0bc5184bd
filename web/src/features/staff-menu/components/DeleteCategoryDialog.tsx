import { useState } from 'react';
import { categoryMessages, type StaffCategory } from '@buka/domain/categories';
import { messages } from '@buka/domain/messages';
import { ApiError } from '../../../shared/api/client';
import { ConfirmDialog } from '../../../shared/staff/ConfirmDialog';
import { Select } from '../../../shared/staff/FormControls';
import { toast } from '../../../shared/toast/toast-store';
import { useDeleteCategory } from '../api/categories';

interface DeleteCategoryDialogProps {
  category: StaffCategory;
  others: StaffCategory[];
  onClose: () => void;
}

/**
 * Asks before deleting a category; one with dishes asks where they go, and the server moves
 * them in the same step, so no dish is left without a category.
 */
export function DeleteCategoryDialog({ category, others, onClose }: DeleteCategoryDialogProps) {
  const remove = useDeleteCategory();
  const [moveTo, setMoveTo] = useState('');
  const [error, setError] = useState<string>();
  const { name, dishes } = category;

  function confirm() {
    if (dishes > 0 && !moveTo) {
      setError(categoryMessages.moveToInvalid);
      return;
    }
    remove.mutate(
      { id: category.id, ...(dishes > 0 ? { moveTo: Number(moveTo) } : {}) },
      {
        onSuccess: () => {
          toast.success(`${name} deleted`);
          onClose();
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : messages.somethingWentWrong),
      },
    );
  }

  return (
    <ConfirmDialog
      title={`Delete ${name}?`}
      confirmLabel={`Delete ${name}`}
      onConfirm={confirm}
      onClose={onClose}
      busy={remove.isPending}
    >
      {dishes > 0 ? (
        <div className="flex flex-col gap-3">
          <p>
            {name} holds {dishes === 1 ? '1 dish' : `${dishes} dishes`}. Choose the category{' '}
            {dishes === 1 ? 'it moves' : 'they move'} to.
          </p>
          <Select
            label="Move its dishes to"
            value={moveTo}
            error={error}
            onChange={(value) => {
              setMoveTo(value);
              setError(undefined);
            }}
          >
            <option value="">Choose a category</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.hidden ? `${other.name} (hidden)` : other.name}
              </option>
            ))}
          </Select>
        </div>
      ) : (
        <>
          <p>{name} holds no dishes.</p>
          {error && <p className="mt-2 text-red-700">{error}</p>}
        </>
      )}
    </ConfirmDialog>
  );
}
