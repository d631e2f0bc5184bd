import { useState, type FormEvent } from 'react';
import {
  inviteRequestSchema,
  ownerOnlyInviteRoles,
  type InviteLink,
} from '@buka/domain/staff-invites';
import { roleLabels, staffRoles, type StaffRole } from '@buka/domain/staff-roles';
import { Select } from '../../../shared/staff/FormControls';
import { useCan } from '../../../shared/session/use-can';
import { Button } from '../../../shared/ui/Button';
import { PhoneField, TextField } from '../../../shared/ui/TextField';
import { useForm } from '../../../shared/validation/use-form';
import { useSendInvite } from '../api/invites';

/** Users → Invite someone: name, phone and role; the owner alone invites owners and managers. */
export function InviteForm({ onIssued }: { onIssued: (issued: InviteLink) => void }) {
  const owner = useCan('staff.roles');
  const roles = staffRoles.filter((role) => owner || !ownerOnlyInviteRoles.includes(role));
  const [role, setRole] = useState<StaffRole>('cashier');
  const form = useForm({ name: '', phoneNumber: '' });
  const send = useSendInvite();

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = form.validate(inviteRequestSchema, { ...form.values, role });
    if (!valid || send.isPending) return;
    send.mutate(valid, {
      onSuccess: (issued) => {
        form.setValues({ name: '', phoneNumber: '' });
        onIssued(issued);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <TextField label="Their name" autoComplete="off" {...form.field('name')} />
      <PhoneField
        label="Their phone number"
        placeholder="08012345678"
        {...form.field('phoneNumber')}
      />
      <Select label="Role" value={role} onChange={(value) => setRole(value as StaffRole)}>
        {roles.map((option) => (
          <option key={option} value={option}>
            {roleLabels[option]}
          </option>
        ))}
      </Select>
      <Button type="submit" loading={send.isPending} className="self-end">
        Send invite
      </Button>
    </form>
  );
}
