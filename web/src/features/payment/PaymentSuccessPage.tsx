import { ResultCard } from './components/ResultCard';

/** docs/screens.md#payment-pages payment/success */
export default function PaymentSuccessPage() {
  return (
    <ResultCard tone="good" title="Payment Done!" link={{ to: '/orders', label: 'View my orders' }}>
      <p>Thank you. Your order is paid and on its way to the kitchen.</p>
    </ResultCard>
  );
}
