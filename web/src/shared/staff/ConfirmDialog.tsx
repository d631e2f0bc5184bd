import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import { dangerButtonClass } from './danger-styles';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  dismissLabel?: string;
}

/** Asks before something that cannot be undone (deleting a food or a user, canceling an order). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, confirmLabel, onConfirm, onClose, busy = false } = props;
  return (
    <Dialog title={title} onClose={busy ? () => undefined : onClose}>
      <div className="text-sm text-stone-700">{children}</div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {props.dismissLabel ?? 'Go back'}
        </Button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
          className={dangerButtonClass}
        >
          {busy && <Spinner />}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
