import { t } from '../../shared/i18n/i18n';
import { ResultCard } from './components/ResultCard';
import { SupportPhone } from './components/SupportPhone';
import { tl } from '../../shared/i18n/later';

/**
 * A payment that arrived after its order was canceled: the order will not come, and
 * the customer is told plainly that the money goes back, never 'Payment Done!'.
 */
export default function PaymentRefundPage() {
  return (
    <ResultCard
      tone="bad"
      title={tl('orderCanceledTitle')}
      link={{ to: '/orders', label: t('viewMyOrders') }}
    >
      <p>{t('refundDue')}.</p>
      <p>{tl('refundQuestion')}</p>
      <SupportPhone />
    </ResultCard>
  );
}
