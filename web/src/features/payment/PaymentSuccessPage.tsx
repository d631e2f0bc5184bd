import { ResultCard } from './components/ResultCard';
import { t } from '../../shared/i18n/i18n';
import { tl } from '../../shared/i18n/later';

/** docs/screens.md#payment-pages payment/success */
export default function PaymentSuccessPage() {
  return (
    <ResultCard
      tone="good"
      title={tl('paymentDone')}
      link={{ to: '/orders', label: t('viewMyOrders') }}
    >
      <p>{tl('paymentDoneText')}</p>
    </ResultCard>
  );
}
