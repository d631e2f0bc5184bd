import { startFakeServer } from './fake-server';

interface Transaction {
  id: number;
  tx_ref: string;
  amount: number;
  currency: string;
  status: string;
}

/**
 * Flutterwave's v3 API as its documentation shows it: POST /v3/payments answers a hosted link,
 * GET /v3/transactions/:id/verify the transaction; amounts in naira; { status, message, data }.
 */
export async function startFakeFlutterwave(secretKey: string) {
  const byRef = new Map<string, Transaction>();
  const byId = new Map<number, Transaction>();
  let nextId = 288_200_108;
  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return {
        status: 401,
        body: { status: 'error', message: 'Invalid authorization key', data: null },
      };
    }
    if (request.method === 'POST' && request.path === '/v3/payments') {
      const body = request.body as Record<string, unknown>;
      const tx: Transaction = {
        id: nextId++,
        tx_ref: String(body.tx_ref),
        amount: Number(body.amount),
        currency: String(body.currency),
        status: 'pending',
      };
      byRef.set(tx.tx_ref, tx);
      byId.set(tx.id, tx);
      return {
        status: 200,
        body: {
          status: 'success',
          message: 'Hosted Link',
          data: { link: `https://checkout.flutterwave.com/v3/hosted/pay/${tx.id.toString(16)}` },
        },
      };
    }
    const verify = /^\/v3\/transactions\/(\d+)\/verify$/.exec(request.path);
    if (request.method === 'GET' && verify) {
      const tx = byId.get(Number(verify[1]));
      if (!tx) {
        return {
          status: 400,
          body: { status: 'error', message: 'No transaction was found for this id', data: null },
        };
      }
      return {
        status: 200,
        body: {
          status: 'success',
          message: 'Transaction fetched successfully',
          data: { ...tx, flw_ref: `FLW-${tx.id}`, charged_amount: tx.amount, payment_type: 'card' },
        },
      };
    }
    return { status: 404, body: { status: 'error', message: 'Not found', data: null } };
  });

  return {
    ...server,
    transaction: (txRef: string) => byRef.get(txRef),
    settle(
      txRef: string,
      change: Partial<Pick<Transaction, 'status' | 'amount' | 'currency'>> = {},
    ) {
      const tx = byRef.get(txRef);
      if (!tx) throw new Error(`No transaction ${txRef}`);
      Object.assign(tx, { status: 'successful', ...change });
      return tx;
    },
    /** The charge.completed event Flutterwave posts to the webhook. */
    chargeCompletedEvent(txRef: string) {
      const tx = byRef.get(txRef);
      if (!tx) throw new Error(`No transaction ${txRef}`);
      return { event: 'charge.completed', data: { ...tx, flw_ref: `FLW-${tx.id}` } };
    },
  };
}
