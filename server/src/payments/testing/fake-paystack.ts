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

/**
 * Paystack's transaction API as its documentation shows it: POST /transaction/initialize and
 * GET /transaction/verify/:reference, answers { status, message, data }, amounts in kobo.
 */
export async function startFakePaystack(secretKey: string) {
  const transactions = new Map<string, Transaction>();
  let nextId = 4_099_260_516;
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
    return { status: 404, body: { status: false, message: 'Not found' } };
  });

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
    /** The charge.success event Paystack posts to the webhook for a settled transaction. */
    chargeSuccessEvent(reference: string) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`No transaction ${reference}`);
      return { event: 'charge.success', data: asData(tx) };
    },
  };
}
