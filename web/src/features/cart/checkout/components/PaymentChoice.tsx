import { ChoiceCards } from './ChoiceCards';
import type { PaymentMethod } from '@buka/domain/orders';
import { tl } from '../../../../shared/i18n/later';

const choices = (): { value: PaymentMethod; label: string }[] => [
  { value: 'online', label: tl('payOnlineChoice') },
  { value: 'cash', label: tl('cashChoice') },
];

interface PaymentChoiceProps {
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
}

/** docs/screens.md#cart-panel: the payment choice, Pay Online (the default) or Cash. */
export function PaymentChoice({ value, onChange }: PaymentChoiceProps) {
  return (
    <ChoiceCards
      legend={tl('paymentLegend')}
      name="paymentMethod"
      choices={choices()}
      value={value}
      onChange={onChange}
    />
  );
}
