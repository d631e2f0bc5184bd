import { ResultCard } from './components/ResultCard';
import { SupportPhone } from './components/SupportPhone';

/** spec §2 payment/fail, its words kept as one sentence (the second part in smaller type). */
export default function PaymentFailPage() {
  return (
    <ResultCard
      tone="bad"
      title={
        <>
          <span className="block">Failed Transaction.</span>{' '}
          <span className="mt-2 block text-lg font-medium text-stone-700">
            Try again. If you are sure of this payment, contact us
          </span>
        </>
      }
      link={{ to: '/', label: 'Home' }}
    >
      <SupportPhone />
    </ResultCard>
  );
}
