import { ResultCard } from './components/ResultCard';

/** docs/screens.md#payment-pages payment/exists: this order was already paid. */
export default function PaymentExistsPage() {
  return (
    <ResultCard
      tone="good"
      title="Payment Exists"
      link={{ to: '/orders', label: 'View my orders' }}
    >
      <p>The payment for this order was successful. There is nothing more to pay.</p>
    </ResultCard>
  );
}
