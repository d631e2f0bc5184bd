import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { PushMessage } from '@buka/domain/notifications';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  vapid: VapidKeys;
  /** Who the push service may contact about these pushes: an https: or mailto: address. */
  subject: string;
  /** How long the push service keeps it for a phone that is off, in seconds. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** A later push with the same topic replaces this one while it is still undelivered. */
  topic?: string;
}

/**
 * sent; gone (the subscription is dead: remove it); failed, with whether a later try may do
 * better (no answer, or the push service busy) or never will (it refused this push).
 */
export type PushResult =
  { outcome: 'sent' } | { outcome: 'gone' } | { outcome: 'failed'; why: string; retry: boolean };

/** Without a signal of the caller's (the staff's test push), a push waits this long at most. */
const TIMEOUT_MS = 10_000;

/**
 * One Web Push (RFC 8030) to one browser: the payload encrypted to the subscription's keys
 * (RFC 8291, aes128gcm) and signed with the shop's VAPID key (RFC 8292) by the `web-push`
 * package, then posted here with fetch, which also reaches a plain-http push service on this
 * machine (the tests').
 */
export async function sendWebPush(
  target: PushTarget,
  message: PushMessage,
  options: PushOptions,
  signal: AbortSignal = AbortSignal.timeout(TIMEOUT_MS),
): Promise<PushResult> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: {
          subject: options.subject,
          publicKey: options.vapid.publicKey,
          privateKey: options.vapid.privateKey,
        },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        ...(options.topic ? { topic: options.topic } : {}),
        contentEncoding: 'aes128gcm',
      },
    );
  } catch (error) {
    // Keys are checked when a browser subscribes, so this is the shop's own setup (its subject).
    return { outcome: 'failed', why: reason(error), retry: false };
  }
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? undefined,
      redirect: 'error',
      signal,
    });
    await response.body?.cancel();
  } catch (error) {
    // No answer (unreachable, or not within the time limit): it may go through next time.
    return { outcome: 'failed', why: reason(error), retry: true };
  }
  // 404 and 410: the browser unsubscribed or the subscription expired (RFC 8030 §7.3).
  if (response.status === 404 || response.status === 410) return { outcome: 'gone' };
  if (response.status >= 200 && response.status < 300) return { outcome: 'sent' };
  // 429 and 5xx: the service is busy or down for now; any other refusal is for good.
  const retry = response.status === 429 || response.status >= 500;
  return { outcome: 'failed', why: `push service answered ${response.status}`, retry };
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether a browser's p256dh is a point on P-256 that a payload can be encrypted to. */
export function isUsablePushKey(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}
