import { useState } from 'react';
import type { InviteLink } from '@buka/domain/staff-invites';
import { InviteForm } from './InviteForm';
import { InviteLinkCard } from './InviteLinkCard';
import { PendingInvites } from './PendingInvites';

/** Users → Invite someone to the staff (docs/team.md#inviting-someone). */
export function InviteSection() {
  const [issued, setIssued] = useState<InviteLink | null>(null);
  return (
    <section
      aria-labelledby="invite-someone"
      className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="invite-someone" className="mb-3 text-lg font-bold text-stone-900">
        Invite someone to the staff
      </h2>
      {issued ? (
        <InviteLinkCard issued={issued} onDone={() => setIssued(null)} />
      ) : (
        <InviteForm onIssued={setIssued} />
      )}
      <PendingInvites onIssued={setIssued} />
    </section>
  );
}
