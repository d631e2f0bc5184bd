import type { AppDeps } from '../app-deps';
import type { ClaimedNotice, NoticeChannel } from './notice-outbox.repository';
import { isAllowedPushEndpoint } from './notifications.config';
import { deleteDeadEndpoint } from './push-subscriptions.repository';
import type { SmsProvider } from './sms/sms-provider';
import { shopVapidKeys } from './vapid-keys';
import { sendWebPush, type PushOptions } from './web-push';
import { readSettings } from '../settings/settings.repository';
import type { WhatsAppClient } from './whatsapp/cloud-api';
import { wantsWhatsAppUpdates } from './whatsapp/whatsapp.repository';

/**
 * What one try of a message came to: sent (with the provider's id, if it gives one); gone (a
 * push subscription that no longer exists); failed, with whether a later try may do better.
 */
export type SendOutcome =
  | { outcome: 'sent'; reference: string | null }
  | { outcome: 'gone' }
  | { outcome: 'failed'; why: string; retry: boolean };

/**
 * One provider the outbox sends through. Each has senders of its own (notice-senders.ts), so
 * one that hangs holds up none of the others.
 */
export interface NoticeChannelSender {
  channel: NoticeChannel;
  /** One try; `signal` ends it (the time limit, or the shop stopping). */
  send(notice: ClaimedNotice, signal: AbortSignal): Promise<SendOutcome>;
}

type Deps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/** Web Push to one browser, signed with the shop's key at the moment it goes. */
export function pushChannel(deps: Deps): NoticeChannelSender {
  return {
    channel: 'push',
    async send(notice, signal) {
      const { payload, recipient } = notice;
      if (payload.channel !== 'push') return wrongPayload(notice);
      if (!isAllowedPushEndpoint(recipient, deps.config.notifications.pushServices)) {
        return { outcome: 'failed', why: 'the push service is not in PUSH_SERVICES', retry: false };
      }
      const options = await pushOptionsFor(deps, {
        ttlSeconds: payload.ttlSeconds,
        urgency: payload.urgency,
        topic: payload.topic,
      });
      const target = { endpoint: recipient, ...payload.keys };
      const result = await sendWebPush(target, payload.message, options, signal);
      if (result.outcome === 'gone') await deleteDeadEndpoint(deps.db.kysely, recipient);
      return result.outcome === 'sent' ? { outcome: 'sent', reference: null } : result;
    },
  };
}

/** A text through the configured SMS provider (Termii, or the log). */
export function smsChannel(sms: SmsProvider): NoticeChannelSender {
  return {
    channel: 'sms',
    async send(notice, signal) {
      if (notice.payload.channel !== 'sms') return wrongPayload(notice);
      return sms.send(notice.recipient, notice.payload.text, signal);
    },
  };
}

/** Meta's answer to a template in a language it has no approved translation in. */
const NO_TRANSLATION = 132001;

/**
 * WhatsApp through Meta's Cloud API: the order's steps as templates, only while the customer
 * still wants them (a STOP since the message was queued cancels it), and replies as free text.
 * A template in the customer's language that Meta does not have goes in English instead.
 */
export function whatsappChannel(
  client: WhatsAppClient,
  deps: Pick<AppDeps, 'db' | 'log'>,
): NoticeChannelSender {
  // The owner hears once per template and language (in each process), not at every message.
  const missing = new Set<string>();
  return {
    channel: 'whatsapp',
    async send(notice, signal) {
      const { payload, recipient } = notice;
      if (payload.channel !== 'whatsapp') return wrongPayload(notice);
      if ('text' in payload) return client.sendText(recipient, payload.text, signal);
      // A notice about the shop's day (no order) goes to staff, who asked for it in Settings.
      const orderId = notice.orderId;
      if (orderId !== null && !(await wantsWhatsAppUpdates(deps.db.kysely, orderId))) {
        return { outcome: 'failed', why: 'the customer stopped WhatsApp updates', retry: false };
      }
      const sent = await client.sendTemplate(recipient, payload.template, signal);
      if (sent.outcome !== 'failed' || sent.code !== NO_TRANSLATION || !payload.english)
        return sent;
      const { name, language } = payload.template;
      if (!missing.has(`${name}:${language}`)) {
        missing.add(`${name}:${language}`);
        deps.log.warn(
          { template: name, language },
          'WhatsApp has no approved translation of this template: sent in English',
        );
      }
      return client.sendTemplate(recipient, payload.english, signal);
    },
  };
}

function wrongPayload(notice: ClaimedNotice): SendOutcome {
  return { outcome: 'failed', why: `a ${notice.payload.channel} message`, retry: false };
}

/** How the shop signs its pushes: its VAPID keys, and whom push services may contact. */
export async function pushOptionsFor(
  deps: Deps,
  options: Omit<PushOptions, 'vapid' | 'subject'>,
): Promise<PushOptions> {
  return { ...options, vapid: await shopVapidKeys(deps), subject: await vapidSubject(deps) };
}

/** RFC 8292's contact: the shop's https address, or else its e-mail from its settings. */
async function vapidSubject(deps: Deps): Promise<string> {
  const url = deps.config.publicUrl;
  if (url.startsWith('https://')) return url;
  const { email } = await readSettings(deps.db.kysely);
  return `mailto:${email || `owner@${new URL(url).hostname}`}`;
}
