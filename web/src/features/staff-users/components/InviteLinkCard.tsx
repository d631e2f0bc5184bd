import { chatLink } from '@buka/domain/whatsapp-link';
import { inviteText, type InviteLink } from '@buka/domain/staff-invites';
import { useSettings } from '../../../shared/api/get-settings';
import { toast } from '../../../shared/toast/toast-store';
import { Button } from '../../../shared/ui/Button';
import { buttonClasses } from '../../../shared/ui/button-styles';

/**
 * A new invite link, shown once: copied, or sent from the staff member's own WhatsApp (the
 * shop's number can send a first message only as an approved template, docs/whatsapp.md).
 */
export function InviteLinkCard({ issued, onDone }: { issued: InviteLink; onDone: () => void }) {
  const { name: shopName } = useSettings();
  const { invite, link, sentBy } = issued;
  const text = inviteText(shopName, invite.role, link);
  const whatsapp = chatLink(invite.phoneNumber, text);
  return (
    <div className="rounded-2xl bg-leaf-50 p-4 ring-1 ring-leaf-200" role="status">
      <p className="mb-2 font-semibold text-stone-900">
        {sentBy === 'sms'
          ? `A text with the link is on its way to ${invite.phoneNumber}.`
          : `Send ${invite.name} this link: it works once, for 72 hours.`}
      </p>
      <label className="mb-3 flex flex-col gap-1 text-sm text-stone-700">
        Invite link
        <input
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 font-mono text-xs"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(link)
              .then(() => toast.success('Link copied'))
              .catch(() => toast.error('Copy the link by hand'))
          }
        >
          Copy link
        </Button>
        {whatsapp && (
          <a href={whatsapp} target="_blank" rel="noreferrer" className={buttonClasses('whatsapp')}>
            Send on WhatsApp
          </a>
        )}
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
