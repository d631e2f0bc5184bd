import { useState, type FormEvent } from 'react';
import { categoryInputSchema, type StaffCategory } from '@buka/domain/categories';
import { messages } from '@buka/domain/messages';
import { ApiError } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { useForm } from '../../../shared/validation/use-form';
import { useChangeCategory, useMoveCategory } from '../api/categories';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';

const errorText = (failure: unknown) =>
  failure instanceof ApiError ? failure.message : messages.somethingWentWrong;

// Buttons a thumb can hit on a 360 px phone (44 px high), labelled with the category's name.
const small = 'min-h-11 min-w-11 px-3 text-sm';

interface CategoryRowProps {
  category: StaffCategory;
  first: boolean;
  last: boolean;
  /** Where its dishes may go when it is deleted. */
  others: StaffCategory[];
}

/** One category: its name and dishes, and buttons to move, rename, hide or delete it. */
export function CategoryRow({ category, first, last, others }: CategoryRowProps) {
  const move = useMoveCategory();
  const change = useChangeCategory();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { name, hidden, dishes } = category;
  const shift = (direction: 'up' | 'down') =>
    move.mutate({ id: category.id, direction }, { onError: (e) => toast.error(errorText(e)) });

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-base font-semibold text-stone-900">{name}</span>
        <span className="text-sm text-stone-600">
          {dishes === 1 ? '1 dish' : `${dishes} dishes`}
        </span>
        {hidden && (
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
            Hidden from customers
          </span>
        )}
      </div>
      {renaming ? (
        <RenameForm category={category} onDone={() => setRenaming(false)} />
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className={small}
            aria-label={`Move ${name} up`}
            disabled={first || move.isPending}
            onClick={() => shift('up')}
          >
            ↑ Up
          </Button>
          <Button
            variant="secondary"
            className={small}
            aria-label={`Move ${name} down`}
            disabled={last || move.isPending}
            onClick={() => shift('down')}
          >
            ↓ Down
          </Button>
          <Button
            variant="secondary"
            className={small}
            aria-label={`Rename ${name}`}
            onClick={() => setRenaming(true)}
          >
            Rename
          </Button>
          <Button
            variant="secondary"
            className={small}
            aria-label={hidden ? `Show ${name} on the menu` : `Hide ${name} from the menu`}
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { id: category.id, hidden: !hidden },
                {
                  onSuccess: (saved) =>
                    toast.success(
                      saved.hidden ? `${saved.name} is hidden` : `${saved.name} is on the menu`,
                    ),
                  onError: (e) => toast.error(errorText(e)),
                },
              )
            }
          >
            {hidden ? 'Show' : 'Hide'}
          </Button>
          <Button
            variant="secondary"
            className={`${small} text-red-700`}
            aria-label={`Delete ${name}`}
            onClick={() => setDeleting(true)}
          >
            Delete
          </Button>
        </div>
      )}
      {deleting && (
        <DeleteCategoryDialog
          category={category}
          others={others}
          onClose={() => setDeleting(false)}
        />
      )}
    </li>
  );
}

function RenameForm({ category, onDone }: { category: StaffCategory; onDone: () => void }) {
  const change = useChangeCategory();
  const form = useForm({ name: category.name });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(categoryInputSchema);
    if (!input) return;
    change.mutate(
      { id: category.id, name: input.name },
      {
        onSuccess: () => onDone(),
        onError: (failure) => form.setFieldError('name', errorText(failure)),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 flex flex-wrap items-end gap-2">
      <TextField
        label={`New name for ${category.name}`}
        {...form.field('name')}
        maxLength={60}
        autoFocus
        className="min-w-0 flex-1 basis-48"
      />
      <Button type="submit" className={small} loading={change.isPending}>
        Save name
      </Button>
      <Button variant="secondary" className={small} onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}
