import { useNoticeWays } from '../../../../shared/api/get-notice-ways';
import { tl } from '../../../../shared/i18n/later';

interface WhatsAppUpdatesChoiceProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "Send me updates on WhatsApp" (docs/whatsapp.md#opting-in): only while the shop sends
 * WhatsApp messages, and never ticked for the customer: WhatsApp allows them to opted-in numbers.
 */
export function WhatsAppUpdatesChoice({ checked, onChange }: WhatsAppUpdatesChoiceProps) {
  const ways = useNoticeWays();
  if (!ways.whatsapp) return null;
  return (
    <label className="flex min-h-11 items-start gap-3 rounded-lg border border-stone-200 px-3 py-2">
      <input
        type="checkbox"
        name="whatsappUpdates"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby="whatsapp-updates-hint"
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span className="flex flex-col">
        <span className="font-semibold">{tl('whatsappUpdatesChoice')}</span>
        <span id="whatsapp-updates-hint" className="text-sm text-stone-600">
          {tl('whatsappUpdatesHint')}
        </span>
      </span>
    </label>
  );
}
