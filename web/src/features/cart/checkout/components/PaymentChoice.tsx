import { ChoiceCards } from './ChoiceCards';
import type { PaymentMethod } from '@buka/domain/orders';

const choices: { value: PaymentMethod; label: string }[] = [
  { value: 'online', label: 'Pay Online' },
  { value: 'cash', label: 'Cash' },
];

interface PaymentChoiceProps {
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
}

/** docs/screens.md#cart-panel: the payment choice, Pay Online (the default) or Cash. */
export function PaymentChoice({ value, onChange }: PaymentChoiceProps) {
  return (
    <ChoiceCards
      legend="Payment"
      name="paymentMethod"
      choices={choices}
      value={value}
      onChange={onChange}
    />
  );
}
