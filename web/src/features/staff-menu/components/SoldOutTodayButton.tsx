import type { Food } from '@buka/domain/products';
import { ApiError } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { Spinner } from '../../../shared/ui/Spinner';
import { useSetSoldOut } from '../api/option-groups';
import { dangerOutlineClass } from '../../../shared/staff/danger-styles';

/**
 * One tap: the dish leaves the customers' menu for the rest of today and comes back by itself at
 * the next opening (the server keeps the time); a second tap brings it back now. Stock counts
 * are left alone.
 */
export function SoldOutTodayButton({
  food,
  className = 'w-full',
}: {
  food: Pick<Food, 'id' | 'name' | 'soldOutToday'>;
  className?: string;
}) {
  const mark = useSetSoldOut();
  const soldOut = mark.isPending ? mark.variables.soldOut : food.soldOutToday;
  return (
    <button
      type="button"
      aria-pressed={soldOut}
      aria-label={`${food.name} sold out today`}
      disabled={mark.isPending}
      aria-busy={mark.isPending || undefined}
      onClick={() =>
        mark.mutate(
          { fid: food.id, soldOut: !soldOut },
          {
            onSuccess: (saved) =>
              toast.success(
                saved.soldOutToday
                  ? `${food.name} is off the menu until the next opening`
                  : `${food.name} is back on the menu`,
              ),
            onError: (failure) =>
              toast.error(failure instanceof ApiError ? failure.message : 'Not saved. Try again'),
          },
        )
      }
      // Pressed, it looks like the staff area's other warnings: red, so it is not left on by mistake.
      className={`${className} ${soldOut ? dangerOutlineClass : buttonClasses('secondary')}`}
    >
      {mark.isPending && <Spinner />}
      {soldOut ? 'Sold out today ✓' : 'Sold out today'}
    </button>
  );
}
