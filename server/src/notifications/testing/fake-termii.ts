import { startFakeServer, type FakeRequest } from '../../payments/testing/fake-server';

export const TERMII_TEST_KEY = 'TLtestkey0123456789';

export interface SentSms {
  to: string;
  from: string;
  sms: string;
  channel: string;
}

/**
 * Termii's Messaging API (POST /api/sms/send) as its documentation shows it: JSON in with
 * api_key, to, from, sms, type 'plain' and channel; { message_id, message: 'Successfully Sent',
 * balance, user } out, or a 4xx with a `message` when it refuses. `hang()` makes it read each
 * request and answer none (as in an outage where Termii hung), sending nothing for them.
 */
export async function startFakeTermii() {
  const sent: SentSms[] = [];
  let balance = 10_000;
  let hung = false;
  const fake = await startFakeServer((request: FakeRequest) => {
    if (hung) return 'hold';
    if (request.method !== 'POST' || request.path !== '/api/sms/send') {
      return { status: 404, body: { message: 'Not Found' } };
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.api_key !== TERMII_TEST_KEY) {
      return { status: 401, body: { message: 'Invalid API key' } };
    }
    const complete =
      typeof body.to === 'string' &&
      /^\d{10,15}$/.test(body.to) &&
      typeof body.from === 'string' &&
      typeof body.sms === 'string' &&
      body.sms.length > 0 &&
      body.type === 'plain' &&
      (body.channel === 'dnd' || body.channel === 'generic');
    if (!complete) return { status: 400, body: { message: 'Invalid request body' } };
    if (balance <= 0) return { status: 400, body: { message: 'Insufficient balance' } };
    balance -= 1;
    sent.push({
      to: body.to as string,
      from: body.from as string,
      sms: body.sms as string,
      channel: body.channel as string,
    });
    return {
      status: 200,
      body: {
        message_id: String(9_122_821_270_554_876_000 + sent.length),
        message: 'Successfully Sent',
        balance,
        user: 'Buka Kitchen',
      },
    };
  });
  return {
    ...fake,
    sent,
    /** Makes the next texts fail as an empty account does. */
    emptyBalance: () => (balance = 0),
    refill: () => (balance = 10_000),
    hang: () => (hung = true),
    /** Answers again; the requests it held are dropped unanswered (their texts never sent). */
    recover: () => {
      hung = false;
      fake.dropHeld();
    },
  };
}
