import { useState } from 'react';
import type { AdminOptionGroup } from '@buka/domain/dish-options';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/staff/ConfirmDialog';
import { useDeleteGroup } from '../api/option-groups';

/** Delete group, once staff confirm: it leaves every dish it is on. */
export function DeleteGroup({
  group,
  alsoOn,
  disabled,
  onDeleted,
  onFailed,
}: {
  group: AdminOptionGroup;
  alsoOn: readonly string[];
  disabled: boolean;
  onDeleted: () => void;
  onFailed: (failure: unknown) => void;
}) {
  const removal = useDeleteGroup();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        className="text-red-700"
        onClick={() => setConfirming(true)}
        disabled={disabled}
      >
        Delete group
      </Button>
      {confirming && (
        <ConfirmDialog
          title={`Delete the group ${group.name}?`}
          confirmLabel="Delete group"
          busy={removal.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            removal.mutate(group.id, {
              onSuccess: onDeleted,
              onError: onFailed,
              onSettled: () => setConfirming(false),
            })
          }
        >
          It leaves every dish it is on{alsoOn.length > 0 ? `, ${alsoOn.join(', ')} too` : ''}.
          Orders already placed keep their choices.
        </ConfirmDialog>
      )}
    </>
  );
}
