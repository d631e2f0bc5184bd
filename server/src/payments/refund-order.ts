import { createHash } from 'node:crypto';
import { z } from 'zod';
import { messages } from '@buka/domain/messages';
import { formatMoney, nairaToKobo } from '@buka/domain/money';
import type { refundRequestSchema } from '@buka/domain/refunds';
import type { AppDeps } from '../app-deps';
import type { Kysely } from 'kysely';
import type { Database, RefundRow, UserRow } from '../db/tables';
import { HttpError } from '../http/errors';
import { queueRefundNotice } from '../notifications/order-notices';
import { isUniqueViolation } from '../orders/idempotency.repository';
import { parseJson } from './providers/signatures';
import { ProviderError, type PaymentProvider, type RefundAnswer } from './providers/provider';
import { providerNamed } from './providers/registry';
import { announceRefund, applyRefundAnswer, checkRefundNow } from './refund-status';
import {
  findOrderToRefund,
  findRefund,
  findRefundByKey,
  insertRefund,
  isPaidByCash,
  receivedPayments,
  reserveOrderRefund,
  reservePaymentRefund,
} from './refunds.repository';
import { recordOrderAct } from '../orders/order-history.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'events'>;
export type RefundInput = z.infer<typeof refundRequestSchema>;

const providerNames: Record<string, string> = {
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
  simulator: 'The payment simulator',
};
export const providerLabel = (name: string) => providerNames[name] ?? name;

interface Asked {
  refund: RefundRow;
  /** Who gives the money back; absent for cash by hand. */
  provider?: PaymentProvider;
  payment?: { reference: string; amountKobo: number; raw: string | null };
}

/**
 * POST /api/admin/orders/:id/refunds: gives money back through the payment's provider, or
 * records cash given back by hand. One refund per Idempotency-Key however often it is sent
 * (the key is claimed by the row's unique index, in the transaction that sets the amount
 * aside), and never more than came in: the payment's and the order's running totals are
 * checked by conditional updates. The provider is asked after the commit, never holding a lock.
 */
export async function refundOrder(
  deps: Deps,
  staff: UserRow,
  orderId: number,
  input: RefundInput,
  key: string,
): Promise<{ refund: RefundRow; replayed: boolean }> {
  const amountKobo = nairaToKobo(input.amount);
  const hash = createHash('sha256')
    .update(JSON.stringify([orderId, input.paymentId ?? null, amountKobo, input.reason]))
    .digest('hex');
  let asked: Asked | { replay: RefundRow };
  try {
    asked = await deps.db.kysely
      .transaction()
      .execute((trx) => claimRefund(trx, deps, { staff, orderId, input, key, hash, amountKobo }));
  } catch (error) {
    // The same key at the same moment (PostgreSQL): the other request made it; this one
    // waited on the key's unique index and answers as a replay.
    if (!isUniqueViolation(error)) throw error;
    const earlier = await findRefundByKey(deps.db.kysely, key);
    if (!earlier) throw error;
    asked = { replay: earlier };
  }

  if ('replay' in asked) {
    if (asked.replay.requestHash !== hash) throw new HttpError(409, messages.refundKeyReused);
    // Staff pressing again after no answer: ask the provider how it stands, never again to pay.
    const replay = await checkRefundNow(deps, asked.replay);
    if (replay.status === 'failed') throw refusal(replay);
    return { refund: replay, replayed: true };
  }
  const { refund, provider, payment } = asked;
  if (provider && payment) {
    const answer = await askProvider(provider, { payment, amountKobo, reason: input.reason });
    await applyRefundAnswer(deps, refund, answer);
  }
  await announceRefund(deps, orderId);
  const settled = (await findRefund(deps.db.kysely, refund.id)) ?? refund;
  if (settled.status === 'failed') throw refusal(settled);
  return { refund: settled, replayed: false };
}

interface Claim {
  staff: UserRow;
  orderId: number;
  input: RefundInput;
  key: string;
  hash: string;
  amountKobo: number;
}

/**
 * In one transaction: the key first (its row; a second request with the same key waits here
 * and then finds it), then the amount set aside on the payment and on the order, each by a
 * conditional update. Any refusal rolls the key back with it.
 */
async function claimRefund(
  trx: Kysely<Database>,
  deps: Deps,
  { staff, orderId, input, key, hash, amountKobo }: Claim,
): Promise<Asked | { replay: RefundRow }> {
  const earlier = await findRefundByKey(trx, key);
  if (earlier) return { replay: earlier };
  const order = await findOrderToRefund(trx, orderId);
  if (!order) throw new HttpError(404, messages.orderNotFound);
  const received = await receivedPayments(trx, orderId);
  const byCash = isPaidByCash(order, received);
  const receivedKobo =
    received.reduce((sum, payment) => sum + payment.amountKobo, 0) + (byCash ? order.totalKobo : 0);
  if (receivedKobo === 0) throw new HttpError(409, messages.refundNotPaid);
  const payment = received.find((each) => each.id === input.paymentId);
  let provider: PaymentProvider | undefined;
  if (input.paymentId === undefined) {
    if (!byCash) throw new HttpError(409, messages.refundOnlineByProvider);
  } else {
    if (!payment) throw new HttpError(409, messages.refundPaymentNotFound);
    provider = providerNamed(payment.provider, deps) ?? undefined;
    if (!provider) {
      const name = providerLabel(payment.provider);
      throw new HttpError(409, messages.refundProviderOff.replace('{provider}', name));
    }
  }
  const now = deps.now().getTime();
  const refund = await insertRefund(trx, {
    orderId: order.id,
    paymentId: payment?.id ?? null,
    provider: payment?.provider ?? 'cash',
    amountKobo,
    reason: input.reason,
    // Cash is in the customer's hand the moment staff record it.
    status: payment ? 'pending' : 'processed',
    providerReference: null,
    requestKey: key,
    requestHash: hash,
    requestedBy: staff.id,
    raw: null,
    createdAt: now,
    updatedAt: now,
    processedAt: payment ? null : now,
  });
  const detail = String(amountKobo);
  await recordOrderAct(trx, { orderId: order.id, kind: 'refund', detail, by: staff, at: now });
  if (payment && !(await reservePaymentRefund(trx, payment.id, amountKobo))) {
    const fresh = await receivedPayments(trx, orderId);
    const left = fresh.find((each) => each.id === payment.id);
    throw tooMuch(left ? left.amountKobo - left.refundedKobo : 0);
  }
  if (!(await reserveOrderRefund(trx, order.id, amountKobo, receivedKobo))) {
    const fresh = await findOrderToRefund(trx, orderId);
    throw tooMuch(receivedKobo - (fresh?.refundedKobo ?? receivedKobo));
  }
  // Cash is given back there and then: the customer who asked for WhatsApp updates is told.
  if (!payment) await queueRefundNotice(trx, deps, refund);
  return { refund, provider, payment };
}

/**
 * Unreachable, no answer in time, or an answer we cannot read: the provider may have taken the
 * refund all the same, so it is neither done nor failed but pending with no provider id. It
 * stays set aside (never asked twice: the same press is a replay) until the provider is asked
 * what it holds for the payment (resolveUnanswered): at start, every 10 minutes, or on a retry.
 */
async function askProvider(
  provider: PaymentProvider,
  ask: Parameters<PaymentProvider['refund']>[0],
): Promise<RefundAnswer> {
  try {
    return await provider.refund(ask);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return { status: 'pending', providerReference: null, raw: { unanswered: String(error) } };
  }
}

function tooMuch(leftKobo: number): HttpError {
  return new HttpError(
    409,
    messages.refundTooMuch.replace('{left}', formatMoney(Math.max(leftKobo, 0))),
  );
}

const failure = z.object({ message: z.string() });

/** What a failed refund answers, first time and on a replay alike. */
function refusal(refund: RefundRow): HttpError {
  const provider = providerLabel(refund.provider);
  const reason = failure.safeParse(parseJson(Buffer.from(refund.raw ?? '')));
  if (!reason.success || reason.data.message === 'unreachable') {
    return new HttpError(502, messages.refundProviderUnreachable.replace('{provider}', provider));
  }
  return new HttpError(
    409,
    messages.refundRefused.replace('{provider}', provider).replace('{reason}', reason.data.message),
  );
}
