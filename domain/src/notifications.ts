import { z } from 'zod';
import { rowIdSchema } from './ids';
import { messages } from './messages';

// Web Push (docs/orders.md#notifications): a staff device is told about every new order, a
// customer's device about its order's steps. These are the calls that turn it on and off, and what
// a push carries to the service worker.

const base64url = (bytes: number) =>
  z
    .string({ error: messages.pushSubscriptionInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, messages.pushSubscriptionInvalid)
    .refine(
      (value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes,
      messages.pushSubscriptionInvalid,
    );

/** What the browser's PushSubscription.toJSON() gives: where to send, and the keys to encrypt to. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: messages.pushSubscriptionInvalid })
    .max(1000, messages.pushSubscriptionInvalid),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes) and a 16-byte secret (RFC 8291).
      p256dh: base64url(65),
      auth: base64url(16),
    },
    { error: messages.pushSubscriptionInvalid },
  ),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/**
 * POST /api/push/subscriptions: without `orderId` this device gets every new order (staff
 * only); with it, the steps of that order (its customer only).
 */
export const pushSubscribeSchema = pushSubscriptionSchema.extend({
  orderId: rowIdSchema.optional(),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeSchema>;

/** DELETE /api/push/subscriptions: stop that (staff, or one order's) notifications here. */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.string().max(1000),
  orderId: rowIdSchema.optional(),
});
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeSchema>;

/** POST /api/push/test: a test notification to this staff device. */
export const pushTestSchema = z.object({ endpoint: z.string().max(1000) });

/** GET /api/push/key: the shop's VAPID public key, the browser's applicationServerKey. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

export { OPEN_FROM_NOTIFICATION, type PushMessage } from './push-message';
