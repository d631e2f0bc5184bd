import { useState } from 'react';
import { messages } from '@buka/domain/messages';
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
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog title="Could not deliver" onClose={busy ? () => undefined : onClose}>
      <TextArea
        label="What happened?"
        value={reason}
        maxLength={200}
        error={error}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Go back
        </Button>
        <Button
          loading={busy}
          onClick={() => {
            if (!reason.trim()) return setError(messages.undeliveredReasonRequired);
            onSend(reason.trim());
          }}
        >
          Bring it back to the shop
        </Button>
      </div>
    </Dialog>
  );
}
