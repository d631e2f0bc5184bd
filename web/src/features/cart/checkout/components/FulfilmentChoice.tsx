import type { Fulfilment } from '@buka/domain/delivery-rules';
import type { Settings } from '@buka/domain/settings';
import { ChoiceCards } from './ChoiceCards';
import { mapLinkOf } from '@buka/domain/default-settings';
import { tl } from '../../../../shared/i18n/later';
import { t } from '../../../../shared/i18n/i18n';

const choices = [
  { value: 'delivery', label: () => t('deliveryLabel') },
  { value: 'pickup', label: () => t('pickupLabel') },
] as const satisfies { value: Fulfilment; label: () => string }[];

interface FulfilmentChoiceProps {
  value: Fulfilment;
  onChange: (value: Fulfilment) => void;
  settings: Pick<Settings, 'fulfilment' | 'address' | 'mapUrl'>;
}

/**
 * Delivery or pickup, only the ways the shop has on; a pickup shows where to come.
 */
export function FulfilmentChoice({ value, onChange, settings }: FulfilmentChoiceProps) {
  const offered = choices
    .filter((choice) => settings.fulfilment[choice.value])
    .map((choice) => ({ value: choice.value, label: choice.label() }));
  return (
    <div className="flex flex-col gap-2">
      {offered.length > 1 && (
        <ChoiceCards
          legend={tl('howYouGetIt')}
          name="fulfilment"
          choices={offered}
          value={value}
          onChange={onChange}
        />
      )}
      {value === 'pickup' && (
        <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-800">
          {tl('collectFromUs', { address: settings.address })}{' '}
          {mapLinkOf(settings) && (
            <a
              href={mapLinkOf(settings)}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-800 underline"
            >
              {tl('openTheMap')}
            </a>
          )}
        </p>
      )}
    </div>
  );
}
