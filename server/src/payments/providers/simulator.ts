import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { simulatorDecisionSchema } from '@buka/domain/payments';
import type { AppDeps } from '../../app-deps';
import { findPayment } from '../payments.repository';
import type { Confirmation, PaymentProvider } from './provider';
import { parseJson } from './signatures';

const storedDecision = z.object({ simulated: simulatorDecisionSchema });
const simulatorEvent = z.object({ reference: z.string() });

/**
 * The built-in provider (docs/orders.md#payment): its "hosted page" is the web app's
 * /pay/simulator/:reference, where the customer presses Pay or Fail. That choice is stored with the
 * payment and read back as the provider's word, through the same return and webhook code a real
 * provider goes through.
 */
export function simulatorProvider({ db }: Pick<AppDeps, 'db'>): PaymentProvider {
  async function decisionOf(reference: string): Promise<Confirmation> {
    const payment = await findPayment(db.kysely, reference);
    if (!payment || payment.provider !== 'simulator') {
      return { reference, status: 'failed', amountKobo: 0, currency: '', raw: null };
    }
    const stored = storedDecision.safeParse(parseJson(Buffer.from(payment.raw ?? '')));
    if (!stored.success) {
      return { reference, status: 'pending', amountKobo: 0, currency: '', raw: null };
    }
    return {
      reference,
      status: stored.data.simulated.outcome,
      amountKobo: payment.amountKobo,
      currency: 'NGN',
      raw: stored.data,
    };
  }

  return {
    name: 'simulator',
    // A path, not PUBLIC_URL: the page opens on the address the customer is using.
    async initialize(payment) {
      return `/pay/simulator/${encodeURIComponent(payment.reference)}`;
    },
    async verifyReturn(reference) {
      return decisionOf(reference);
    },
    // Only ever called in-process by the simulator's own route, never from the network.
    async readWebhook(rawBody) {
      const event = simulatorEvent.safeParse(parseJson(rawBody));
      if (!event.success) return null;
      return { kind: 'payment', confirmation: await decisionOf(event.data.reference) };
    },
    // No money moved, so none goes back: the refund is done the moment it is asked.
    async refund(ask) {
      return {
        status: 'processed',
        providerReference: `sim-refund-${randomBytes(8).toString('hex')}`,
        raw: { simulated: { refunded: ask.amountKobo, of: ask.payment.reference } },
      };
    },
    async fetchRefund(providerReference) {
      return { status: 'processed', providerReference, raw: { simulated: 'processed' } };
    },
    // Its refunds answer at once, so none is ever left unanswered to look for.
    async findRefunds() {
      return [];
    },
  };
}
