import { t } from '../../shared/i18n/i18n';
import { ResultCard } from './components/ResultCard';
import { SupportPhone } from './components/SupportPhone';

/**
 * A payment that arrived after its order was canceled: the order will not come, and
 * the customer is told plainly that the money goes back, never 'Payment Done!'.
 */
export default function PaymentRefundPage() {
  return (
    <ResultCard tone="bad" title="Order canceled" link={{ to: '/orders', label: 'View my orders' }}>
      <p>{t('refundDue')}.</p>
      <p>If you have a question about it, contact us</p>
      <SupportPhone />
    </ResultCard>
  );
}
