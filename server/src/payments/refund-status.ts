import { orderUpdated } from '@buka/domain/events';
import type { AppDeps } from '../app-deps';
import type { RefundRow } from '../db/tables';
import type { PaymentProvider, RefundAnswer } from './providers/provider';
import { ProviderError } from './providers/provider';
import { queueRefundNotice } from '../notifications/order-notices';
import { providerNamed } from './providers/registry';
import { findPaymentById } from './payments.repository';
import {
  findOrderForNews,
  findRefund,
  pendingRefunds,
  refundReferencesOf,
  releaseRefund,
  settleRefund,
} from './refunds.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'events'>;

/** How often a running server asks providers about refunds still pending. */
export const REFUND_CHECK_EVERY_MS = 10 * 60 * 1000;

/** Records the provider's word on a pending refund, and tells the order's watchers if it moved. */
export async function recordRefundAnswer(
  deps: Deps,
  refund: RefundRow,
  answer: RefundAnswer,
): Promise<boolean> {
  const changed = await applyRefundAnswer(deps, refund, answer);
  if (changed) await announceRefund(deps, refund.orderId);
  return changed;
}

/**
 * Records the provider's word on a pending refund, once: only the call that moves it from
 * pending changes anything, and a failure frees its amount in the same transaction. Answers
 * whether this call moved it.
 */
export async function applyRefundAnswer(
  deps: Deps,
  refund: RefundRow,
  answer: RefundAnswer,
): Promise<boolean> {
  if (answer.status === 'pending' && refund.providerReference === answer.providerReference) {
    return false;
  }
  const now = deps.now().getTime();
  return deps.db.kysely.transaction().execute(async (trx) => {
    if (answer.status === 'pending') {
      // Still on its way: keep the provider's id for asking again later.
      await settleRefund(trx, refund.id, answer, now);
      return false;
    }
    // A refusal keeps its reason where a replay of the same request can read it.
    const raw =
      answer.status === 'failed' ? { message: answer.message, answer: answer.raw } : answer.raw;
    const moved = await settleRefund(trx, refund.id, { ...answer, raw }, now);
    if (moved && answer.status === 'failed') await releaseRefund(trx, refund);
    if (moved && answer.status === 'processed') await queueRefundNotice(trx, deps, refund);
    return moved;
  });
}

/** The customer's page and the staff board hear that money moved on the order. */
export async function announceRefund(deps: Deps, orderId: number): Promise<void> {
  const order = await findOrderForNews(deps.db.kysely, orderId);
  if (!order) return;
  try {
    await deps.events.publish(orderUpdated(order));
  } catch {
    // Recorded; a missed live update shows on the next refresh.
  }
}

/** Asked of a refund with no answer yet before it counts as never taken by the provider. */
export const UNANSWERED_GRACE_MS = 2 * 60 * 1000;

async function askAgain(deps: Deps, provider: PaymentProvider, refund: RefundRow) {
  if (!refund.providerReference) return resolveUnanswered(deps, provider, refund);
  const answer = await provider.fetchRefund(refund.providerReference);
  const fresh = await findRefund(deps.db.kysely, refund.id);
  if (fresh?.status === 'pending') await recordRefundAnswer(deps, fresh, answer);
}

/**
 * A refund whose asking went unanswered: the provider's refunds of the payment tell whether it
 * took it. One of the same amount that none of our refunds holds is this one (its state is
 * recorded); none after the grace period means the provider never had it, and its amount is
 * free again.
 */
async function resolveUnanswered(deps: Deps, provider: PaymentProvider, refund: RefundRow) {
  if (refund.paymentId === null) return;
  const payment = await findPaymentById(deps.db.kysely, refund.paymentId);
  if (!payment) return;
  const held = await provider.findRefunds({
    reference: payment.reference,
    amountKobo: payment.amountKobo,
    raw: payment.raw,
  });
  const known = new Set(await refundReferencesOf(deps.db.kysely, payment.id));
  const ours = held.find(
    (each) =>
      each.amountKobo === refund.amountKobo &&
      each.providerReference !== null &&
      !known.has(each.providerReference),
  );
  if (ours) {
    await recordRefundAnswer(deps, refund, ours);
    return;
  }
  if (deps.now().getTime() - refund.createdAt < UNANSWERED_GRACE_MS) return;
  await recordRefundAnswer(deps, refund, {
    status: 'failed',
    providerReference: null,
    message: 'unreachable',
    raw: { notHeldBy: provider.name },
  });
}

/** One refund asked about now (staff pressed again); answers it as it stands after. */
export async function checkRefundNow(deps: Deps, refund: RefundRow): Promise<RefundRow> {
  if (refund.status !== 'pending') return refund;
  const provider = providerNamed(refund.provider, deps);
  if (!provider) return refund;
  try {
    await askAgain(deps, provider, refund);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
  }
  return (await findRefund(deps.db.kysely, refund.id)) ?? refund;
}

/** A provider's webhook said a refund of this payment changed: ask it about each pending one. */
export async function checkRefundsOf(
  deps: Deps,
  provider: PaymentProvider,
  paymentId: number,
): Promise<void> {
  for (const refund of await pendingRefunds(deps.db.kysely, { paymentId })) {
    await askAgain(deps, provider, refund);
  }
}

/**
 * Asks the providers about refunds still pending (the oldest first), for those whose webhook
 * never came (Flutterwave sends none for refunds). Safe in every process at once: the answer
 * is recorded only by whoever moves it first.
 */
export async function checkPendingRefunds(deps: Deps, limit = 50): Promise<number> {
  let checked = 0;
  for (const refund of await pendingRefunds(deps.db.kysely, { limit })) {
    const provider = providerNamed(refund.provider, deps);
    if (!provider) continue;
    try {
      await askAgain(deps, provider, refund);
      checked++;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // Unreachable now: asked again next time.
    }
  }
  return checked;
}
