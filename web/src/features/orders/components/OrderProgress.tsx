import { orderSteps, stepKey, type Fulfilment, type OrderStatus } from '@buka/domain/order-status';
import { t } from '../../../shared/i18n/i18n';

/**
 * The kitchen's four steps, the ones done filled in; the live stream moves it along. A pickup
 * order ends 'Ready for pickup', 'Collected'.
 */
export function OrderProgress({
  status,
  fulfilment,
}: {
  status: OrderStatus;
  fulfilment: Fulfilment;
}) {
  const current = orderSteps.indexOf(status);
  if (current < 0) return null;
  return (
    <ol aria-label={t('orderProgress')} className="grid grid-cols-4 gap-1.5 text-xs">
      {orderSteps.map((step, index) => (
        <li
          key={step}
          aria-current={index === current ? 'step' : undefined}
          className={`flex flex-col gap-1 ${index <= current ? 'font-semibold text-brand-800' : 'text-stone-600'}`}
        >
          <span
            aria-hidden="true"
            className={`h-1.5 rounded-full ${index <= current ? 'bg-brand-700' : 'bg-stone-200'}`}
          />
          {t(stepKey(step, fulfilment))}
        </li>
      ))}
    </ol>
  );
}
