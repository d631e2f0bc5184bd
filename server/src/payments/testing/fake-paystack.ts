import { randomBytes } from 'node:crypto';
import { startFakeServer } from './fake-server';

interface Transaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  status: string;
  email: string;
}

interface Refund {
  id: number;
  transaction: Transaction;
  amount: number;
  status: string;
  customer_note: string;
  merchant_note: string;
}

/**
 * Paystack's transaction API as its documentation shows it: POST /transaction/initialize and
 * GET /transaction/verify/:reference, answers { status, message, data }, amounts in kobo; and
 * its refunds: POST /refund (a transaction's reference or id, an optional amount that with the
 * refunds before it may not pass the transaction's) queued as 'pending', GET /refund/:id.
 */
export async function startFakePaystack(secretKey: string) {
  const transactions = new Map<string, Transaction>();
  const refunds = new Map<number, Refund>();
  let nextId = 4_099_260_516;
  let nextRefundId = 12_480_119;
  /**
   * refunds: POST /refund fails as an outage would (500), taking nothing. answerLost: it takes
   * the refund but the answer never comes back whole (a gateway timeout), as a timeout would.
   */
  /** listAll: GET /refund ignores its transaction filter and lists every refund it holds. */
  const outage = { refunds: false, answerLost: false, listAll: false };
  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return { status: 401, body: { status: false, message: 'Invalid key' } };
    }
    if (request.method === 'POST' && request.path === '/transaction/initialize') {
      const body = request.body as Record<string, unknown>;
      const reference = String(body.reference);
      if (transactions.has(reference)) {
        return { status: 400, body: { status: false, message: 'Duplicate Transaction Reference' } };
      }
      const accessCode = randomBytes(8).toString('hex');
      transactions.set(reference, {
        id: nextId++,
        reference,
        amount: Number(body.amount),
        currency: String(body.currency ?? 'NGN'),
        status: 'abandoned',
        email: String(body.email),
      });
      return {
        status: 200,
        body: {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.com/${accessCode}`,
            access_code: accessCode,
            reference,
          },
        },
      };
    }
    const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(request.path);
    if (request.method === 'GET' && verify) {
      const tx = transactions.get(decodeURIComponent(verify[1]!));
      if (!tx) {
        return { status: 400, body: { status: false, message: 'Transaction reference not found' } };
      }
      return {
        status: 200,
        body: { status: true, message: 'Verification successful', data: asData(tx) },
      };
    }
    if (request.method === 'POST' && request.path === '/refund') {
      if (outage.refunds) return { status: 500, body: { status: false, message: 'Server error' } };
      const created = createRefund(request.body as Record<string, unknown>);
      if (outage.answerLost) return { status: 504, body: { status: false, message: 'Timeout' } };
      return created;
    }
    // GET /refund?transaction=<id>: the refunds of one transaction, newest first.
    const list = /^\/refund\?(.*)$/.exec(request.path);
    if (request.method === 'GET' && list) {
      const id = Number(new URLSearchParams(list[1]).get('transaction'));
      const found = [...refunds.values()]
        .filter((refund) => outage.listAll || refund.transaction.id === id)
        .reverse()
        .map(refundData);
      return { status: 200, body: { status: true, message: 'Refunds retrieved', data: found } };
    }
    const refundPath = /^\/refund\/(\d+)$/.exec(request.path);
    if (request.method === 'GET' && refundPath) {
      const refund = refunds.get(Number(refundPath[1]));
      if (!refund) return { status: 404, body: { status: false, message: 'Refund not found' } };
      return {
        status: 200,
        body: { status: true, message: 'Refund retrieved', data: refundData(refund) },
      };
    }
    return { status: 404, body: { status: false, message: 'Not found' } };
  });

  function createRefund(body: Record<string, unknown>) {
    const key = String(body.transaction);
    const tx =
      transactions.get(key) ?? [...transactions.values()].find((each) => String(each.id) === key);
    if (!tx) return { status: 404, body: { status: false, message: 'Transaction not found' } };
    if (tx.status !== 'success') {
      return {
        status: 400,
        body: { status: false, message: 'Cannot refund an unsuccessful transaction' },
      };
    }
    const refunded = [...refunds.values()]
      .filter((refund) => refund.transaction === tx && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    if (refunded >= tx.amount) {
      return {
        status: 400,
        body: { status: false, message: 'Transaction has been fully reversed' },
      };
    }
    const amount = body.amount === undefined ? tx.amount - refunded : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > tx.amount) {
      return {
        status: 400,
        body: {
          status: false,
          message: 'Refund amount cannot be more than the transaction amount',
        },
      };
    }
    const refund: Refund = {
      id: nextRefundId++,
      transaction: tx,
      amount,
      status: 'pending',
      customer_note: String(body.customer_note ?? ''),
      merchant_note: String(body.merchant_note ?? ''),
    };
    refunds.set(refund.id, refund);
    return {
      status: 200,
      body: {
        status: true,
        message: 'Refund has been queued for processing',
        data: refundData(refund),
      },
    };
  }

  function refundData(refund: Refund) {
    return {
      transaction: asData(refund.transaction),
      integration: 412_829,
      deducted_amount: 0,
      channel: null,
      merchant_note: refund.merchant_note,
      customer_note: refund.customer_note,
      status: refund.status,
      refunded_by: 'owner@example.com',
      expected_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      currency: 'NGN',
      domain: 'test',
      amount: refund.amount,
      fully_deducted: false,
      id: refund.id,
    };
  }

  function asData(tx: Transaction) {
    return {
      id: tx.id,
      domain: 'test',
      status: tx.status,
      reference: tx.reference,
      amount: tx.amount,
      gateway_response:
        tx.status === 'success' ? 'Successful' : 'The transaction was not completed',
      paid_at: tx.status === 'success' ? new Date().toISOString() : null,
      channel: 'card',
      currency: tx.currency,
      customer: { email: tx.email },
    };
  }

  return {
    ...server,
    transaction: (reference: string) => transactions.get(reference),
    /** The customer finishes on Paystack's page; the amount or currency can be made to differ. */
    settle(
      reference: string,
      change: Partial<Pick<Transaction, 'status' | 'amount' | 'currency'>> = {},
    ) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`No transaction ${reference}`);
      Object.assign(tx, { status: 'success', ...change });
    },
    outage,
    refunds: () => [...refunds.values()],
    /** Paystack's team finishes a refund: processed or failed. */
    finishRefund(id: number, status: 'processed' | 'failed') {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`No refund ${id}`);
      refund.status = status;
    },
    /** The refund.* event Paystack posts for a transaction's refund (it names the transaction). */
    refundEvent(id: number) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`No refund ${id}`);
      return {
        event: `refund.${refund.status}`,
        data: {
          status: refund.status,
          transaction_reference: refund.transaction.reference,
          refund_reference: refund.status === 'processed' ? `1320${refund.id}` : null,
          amount: refund.amount,
          currency: 'NGN',
          processor: 'mastercard',
          customer: { first_name: null, last_name: null, email: refund.transaction.email },
          integration: 412_829,
          domain: 'test',
        },
      };
    },
    /** The charge.success event Paystack posts to the webhook for a settled transaction. */
    chargeSuccessEvent(reference: string) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`No transaction ${reference}`);
      return { event: 'charge.success', data: asData(tx) };
    },
  };
}
