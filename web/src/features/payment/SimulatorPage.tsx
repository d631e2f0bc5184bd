import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { t } from '../../shared/i18n/i18n';
import { tl } from '../../shared/i18n/later';
import type { SimulatedPayment, SimulatorDecision } from '@buka/domain/payments';
import { ApiError } from '../../shared/api/client';
import { useSession } from '../../shared/session/session-store';
import { Button } from '../../shared/ui/Button';
import { buttonClasses } from '../../shared/ui/button-styles';
import { nairaMoney } from '../../shared/ui/price';
import { Spinner } from '../../shared/ui/Spinner';
import { useDecideSimulatedPayment, useSimulatedPayment } from './api/simulated-payment';
import {
  isComplete,
  PaymentChannelFields,
  type ChannelDetails,
} from './components/PaymentChannelFields';
import { networkOf } from './networks';

type Channel = SimulatorDecision['channel'];

const channels: { value: Channel; label: string }[] = [
  { value: 'mobile_money', label: 'Mobile money' },
  { value: 'bank', label: 'Bank' },
];

/**
 * The built-in payment simulator's hosted page (docs/orders.md#payment), drawn as the spec's
 * 'Secured Payment' panel. It stands in for a real provider's checkout: no money moves.
 */
export default function SimulatorPage() {
  const reference = useParams().reference ?? '';
  const payment = useSimulatedPayment(reference);

  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-6">
      <p
        role="note"
        className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      >
        <strong>Test payment.</strong> This is the shop's payment simulator: no real money is taken.
        Pay or Fail only shows how the shop answers.
      </p>
      {payment.data ? (
        payment.data.status === 'pending' ? (
          <SecuredPaymentForm payment={payment.data} />
        ) : (
          <Settled payment={payment.data} />
        )
      ) : payment.isPending ? (
        <p className="flex items-center justify-center gap-2 py-16 text-stone-600">
          <Spinner /> Loading the payment…
        </p>
      ) : (
        <div className="flex flex-col items-center gap-4 py-10 text-center">
          <p className="text-stone-700">
            {payment.error instanceof ApiError ? payment.error.message : t('cantPayNow')}
          </p>
          <Link to="/orders" className={buttonClasses('secondary')}>
            View my orders
          </Link>
        </div>
      )}
    </main>
  );
}

function Settled({ payment }: { payment: SimulatedPayment }) {
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center">
      <p className="text-stone-700">
        This payment is already {payment.status === 'success' ? 'done' : 'closed as failed'}.
      </p>
      <Link to="/orders" className={buttonClasses('primary')}>
        View my orders
      </Link>
    </div>
  );
}

function SecuredPaymentForm({ payment }: { payment: SimulatedPayment }) {
  const user = useSession();
  const titleId = useId();
  const [channel, setChannel] = useState<Channel>('mobile_money');
  const [details, setDetails] = useState<ChannelDetails>({
    network: networkOf(user?.phoneNumber ?? ''),
    phone: user?.phoneNumber ?? '',
    bankName: '',
    accountNumber: '',
  });
  const [incomplete, setIncomplete] = useState(false);
  const { decide: send, deciding: sending } = useDecideSimulatedPayment(payment.reference);

  function decide(outcome: SimulatorDecision['outcome']) {
    if (sending) return;
    if (outcome === 'success' && !isComplete(channel, details)) return setIncomplete(true);
    send({ outcome, channel });
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-col gap-1 text-center">
        <h1 id={titleId} className="text-xl font-bold">
          Secured Payment
        </h1>
        <p className="text-sm text-stone-600">
          {payment.shopName} · Order #{payment.orderId}
        </p>
        <p className="text-3xl font-extrabold tabular-nums">{nairaMoney(payment.amount)}</p>
      </header>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">Pay with</legend>
        {channels.map((each) => (
          <label
            key={each.value}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 text-sm font-semibold has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800"
          >
            <input
              type="radio"
              name="channel"
              value={each.value}
              checked={channel === each.value}
              onChange={() => {
                setChannel(each.value);
                setIncomplete(false);
              }}
              className="accent-brand-700"
            />
            {each.label}
          </label>
        ))}
      </fieldset>
      <PaymentChannelFields
        channel={channel}
        details={details}
        onChange={(next) => {
          setDetails(next);
          setIncomplete(false);
        }}
      />
      {incomplete && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {tl('completePaymentInfo')}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          loading={sending === 'failed'}
          disabled={Boolean(sending)}
          onClick={() => decide('failed')}
        >
          Fail
        </Button>
        <Button
          loading={sending === 'success'}
          disabled={Boolean(sending)}
          onClick={() => decide('success')}
        >
          Pay
        </Button>
      </div>
    </section>
  );
}
