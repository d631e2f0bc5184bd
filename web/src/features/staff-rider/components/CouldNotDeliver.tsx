import { useState } from 'react';
import { TextArea } from '../../../shared/staff/FormControls';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';

/** Could not deliver: why, required (the board shows it to the shop). */
export function CouldNotDeliver({
  busy,
  onSend,
  onClose,
}: {
  busy: boolean;
  onSend: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog title="Could not deliver" onClose={busy ? () => undefined : onClose}>
      <TextArea
        label="What happened? (needed)"
        value={reason}
        maxLength={200}
        onChange={setReason}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Go back
        </Button>
        <Button loading={busy} disabled={!reason.trim()} onClick={() => onSend(reason.trim())}>
          Bring it back to the shop
        </Button>
      </div>
    </Dialog>
  );
}
