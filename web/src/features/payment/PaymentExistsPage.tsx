import { ResultCard } from './components/ResultCard';
import { t } from '../../shared/i18n/i18n';
import { tl } from '../../shared/i18n/later';

/** docs/screens.md#payment-pages payment/exists: this order was already paid. */
export default function PaymentExistsPage() {
  return (
    <ResultCard
      tone="good"
      title={tl('paymentExists')}
      link={{ to: '/orders', label: t('viewMyOrders') }}
    >
      <p>{tl('paymentExistsText')}</p>
    </ResultCard>
  );
}
