import { t } from '../i18n/i18n';
import type { PushKeyResponse } from '@buka/domain/notifications';
import { api } from '../api/client';

// This browser's Web Push subscription, shared by its two uses: a staff device hearing of every
// new order, and a customer following one order. The browser has one subscription per site;
// the server keeps a row per use (docs/orders.md#notifications).

// What this browser turned on: 'staff', or 'order:12'. The server keeps the subscription; this
// remembers to show the switch on, and to renew the subscription when the page opens again.
export const pushStorageKey = (orderId?: number) =>
  `buka.push.${orderId ? `order:${orderId}` : 'staff'}`;

/** Why notifications cannot be turned on here, in the user's words; null when they can. */
export function pushUnavailable(): string | null {
  if (
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return window.isSecureContext ? t('pushUnsupported') : t('pushNeedsHttps');
  }
  if (Notification.permission === 'denied') return t('pushBlocked');
  return null;
}

/** The browser's subscription, made with the shop's key when there is none yet. */
async function browserSubscription(): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  const { data } = await api<PushKeyResponse>('/api/push/key');
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(data.publicKey),
  });
}

/**
 * Asks for permission (from a tap), subscribes the browser and tells the server what this
 * device wants to hear: every new order (staff, no orderId) or one order's steps.
 */
export async function turnOnPush(orderId?: number): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(t('pushBlocked'));
  let subscription: PushSubscription;
  try {
    subscription = await browserSubscription();
  } catch {
    throw new Error(t('pushSubscribeFailed'));
  }
  await api('/api/push/subscriptions', {
    method: 'POST',
    body: { ...subscription.toJSON(), orderId },
  });
}

/**
 * Tells the server this device no longer wants that; the browser keeps its subscription (its
 * other uses go on). `token`: the session's, when it is being signed out.
 */
export async function turnOffPush(orderId?: number, token?: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await api('/api/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint, orderId },
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

/** The endpoint of this browser's subscription, if it has one (for the staff's test). */
export async function thisDeviceEndpoint(): Promise<string | null> {
  const registration = await navigator.serviceWorker.ready;
  return (await registration.pushManager.getSubscription())?.endpoint ?? null;
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
