// What a Web Push carries to the service worker, without zod: the service worker is built from
// this alone (web/build/push-worker.ts), and it must stay small.

/** What a push carries (encrypted) to the service worker, which shows it as a notification. */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a tap opens, on this shop. */
  url: string;
  /** Notifications with the same tag replace each other (one per order on the phone). */
  tag: string;
  /** Staff alerts stay on screen until handled; a customer's steps may go by themselves. */
  requireInteraction?: boolean;
}

/** The message an open window of the shop gets when a notification is tapped: go to `url`. */
export const OPEN_FROM_NOTIFICATION = 'buka:open';
