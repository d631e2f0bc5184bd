import { startFakeServer } from './fake-server';

interface Transaction {
  id: number;
  tx_ref: string;
  amount: number;
  currency: string;
  status: string;
  created_at: string;
}

interface Refund {
  id: number;
  tx: Transaction;
  amount: number;
  status: string;
  comments: string;
  createdAt: string;
}

/**
 * Flutterwave's v3 API as its documentation shows it: POST /v3/payments answers a hosted link,
 * GET /v3/transactions/:id/verify the transaction; amounts in naira; { status, message, data }.
 * Refunds: POST /v3/transactions/:id/refund (an optional amount, in naira, within what is left
 * of the transaction), GET /v3/refunds/:id, and GET /v3/refunds?from&to&page: the account's
 * refunds newest first, filtered by day only (not by transaction), `refundsPerPage` a page with
 * meta.page_info. `refundsComplete` says whether a new refund answers 'completed' at once (from
 * the available balance) or 'pending'. `outage.refunds`: POST …/refund fails (500) taking
 * nothing; `outage.answerLost`: it takes the refund and the answer is lost (504).
 */
export async function startFakeFlutterwave(secretKey: string) {
  const byRef = new Map<string, Transaction>();
  const byId = new Map<number, Transaction>();
  const refunds = new Map<number, Refund>();
  const options = { refundsComplete: true, refundsPerPage: 10 };
  const outage = { refunds: false, answerLost: false };
  let nextId = 288_200_108;
  let nextRefundId = 75_923;
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
        created_at: new Date().toISOString(),
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
    const refundTx = /^\/v3\/transactions\/(\d+)\/refund$/.exec(request.path);
    if (request.method === 'POST' && refundTx) {
      if (outage.refunds) {
        return { status: 500, body: { status: 'error', message: 'Server error', data: null } };
      }
      const created = createRefund(
        byId.get(Number(refundTx[1])),
        request.body as Record<string, unknown>,
      );
      if (outage.answerLost) {
        return { status: 504, body: { status: 'error', message: 'Gateway timeout', data: null } };
      }
      return created;
    }
    const list = /^\/v3\/refunds\?(.*)$/.exec(request.path);
    if (request.method === 'GET' && list) return listRefunds(new URLSearchParams(list[1]));
    const refundPath = /^\/v3\/refunds\/(\d+)$/.exec(request.path);
    if (request.method === 'GET' && refundPath) {
      const refund = refunds.get(Number(refundPath[1]));
      if (!refund) {
        return { status: 404, body: { status: 'error', message: 'Refund not found', data: null } };
      }
      return {
        status: 200,
        body: { status: 'success', message: 'Refund fetched', data: refundData(refund) },
      };
    }
    return { status: 404, body: { status: 'error', message: 'Not found', data: null } };
  });

  function createRefund(tx: Transaction | undefined, body: Record<string, unknown>) {
    if (!tx || tx.status !== 'successful') {
      return {
        status: 400,
        body: { status: 'error', message: 'Transaction not found or not successful', data: null },
      };
    }
    const refunded = [...refunds.values()]
      .filter((refund) => refund.tx === tx && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = body.amount === undefined ? tx.amount - refunded : Number(body.amount);
    if (!(amount > 0) || refunded + amount > tx.amount + 1e-9) {
      return {
        status: 400,
        body: {
          status: 'error',
          message: 'Refund amount exceeds the transaction amount',
          data: null,
        },
      };
    }
    const refund: Refund = {
      id: nextRefundId++,
      tx,
      amount,
      status: options.refundsComplete ? 'completed' : 'pending',
      comments: String(body.comments ?? ''),
      createdAt: new Date().toISOString(),
    };
    refunds.set(refund.id, refund);
    return {
      status: 200,
      body: {
        status: 'success',
        message: 'Transaction refund initiated',
        data: refundData(refund),
      },
    };
  }

  function listRefunds(query: URLSearchParams) {
    const from = query.get('from') ?? '0000-00-00';
    const to = query.get('to') ?? '9999-99-99';
    const page = Math.max(1, Number(query.get('page') ?? 1));
    const size = options.refundsPerPage;
    const inRange = [...refunds.values()]
      .filter((refund) => {
        const day = refund.createdAt.slice(0, 10);
        return day >= from && day <= to;
      })
      .reverse();
    const totalPages = Math.max(1, Math.ceil(inRange.length / size));
    return {
      status: 200,
      body: {
        status: 'success',
        message: 'Refunds fetched',
        meta: { page_info: { total: inRange.length, current_page: page, total_pages: totalPages } },
        data: inRange.slice((page - 1) * size, page * size).map(refundData),
      },
    };
  }

  function refundData(refund: Refund) {
    return {
      id: refund.id,
      account_id: 73_362,
      tx_id: refund.tx.id,
      flw_ref: `URF_${refund.id}`,
      wallet_id: 74_639,
      amount_refunded: refund.amount,
      status: refund.status,
      destination: 'payment_source',
      meta: { source: 'availablebalance' },
      created_at: refund.createdAt,
    };
  }

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
    options,
    outage,
    refunds: () => [...refunds.values()],
    finishRefund(id: number, status: 'completed' | 'failed') {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`No refund ${id}`);
      refund.status = status;
    },
    /** The charge.completed event Flutterwave posts to the webhook. */
    chargeCompletedEvent(txRef: string) {
      const tx = byRef.get(txRef);
      if (!tx) throw new Error(`No transaction ${txRef}`);
      return { event: 'charge.completed', data: { ...tx, flw_ref: `FLW-${tx.id}` } };
    },
  };
}
