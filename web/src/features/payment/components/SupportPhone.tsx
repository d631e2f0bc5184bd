import { useSettings } from '../../../shared/api/get-settings';
import { tl } from '../../../shared/i18n/later';

/** The shop's support phone from its settings, ready to tap on a phone. */
export function SupportPhone() {
  const { phone } = useSettings();
  if (!phone) return null;
  return (
    <p>
      {tl('callUs')}{' '}
      <a href={`tel:${phone}`} className="font-semibold text-brand-700 underline">
        {phone}
      </a>
    </p>
  );
}
