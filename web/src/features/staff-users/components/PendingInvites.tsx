import { formatShopDateTime } from '@buka/domain/shop-clock';
import type { InviteLink, StaffInvite } from '@buka/domain/staff-invites';
import { roleLabels } from '@buka/domain/staff-roles';
import { Button } from '../../../shared/ui/Button';
import { useCancelInvite, useInvites, useSendInvite } from '../api/invites';

/** Invites not yet answered: send a new link (the old one stops working) or cancel. */
export function PendingInvites({ onIssued }: { onIssued: (issued: InviteLink) => void }) {
  const invites = useInvites();
  const resend = useSendInvite();
  const cancel = useCancelInvite();
  if (!invites.data || invites.data.length === 0) return null;
  return (
    <section aria-labelledby="pending-invites" className="mt-4">
      <h3 id="pending-invites" className="mb-2 font-bold text-stone-900">
        Waiting to join
      </h3>
      <ul className="grid gap-2">
        {invites.data.map((invite: StaffInvite) => (
          <li
            key={invite.id}
            aria-label={`Invite for ${invite.name}`}
            className="flex flex-wrap items-center gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
          >
            <div className="mr-auto text-sm">
              <p className="font-semibold text-stone-900">
                {invite.name} · {roleLabels[invite.role]}
              </p>
              <p className="text-stone-600">
                {invite.phoneNumber} ·{' '}
                {invite.state === 'expired'
                  ? 'link expired'
                  : `link works until ${formatShopDateTime(new Date(invite.expiresAt))}`}
              </p>
            </div>
            <Button
              variant="secondary"
              loading={
                resend.isPending && resend.variables && 'resend' in resend.variables
                  ? resend.variables.resend.id === invite.id
                  : false
              }
              onClick={() => resend.mutate({ resend: invite }, { onSuccess: onIssued })}
            >
              New link
            </Button>
            <Button
              variant="ghost"
              loading={cancel.isPending && cancel.variables?.id === invite.id}
              onClick={() => cancel.mutate(invite)}
            >
              Cancel invite
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
