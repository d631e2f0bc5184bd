import type { Language } from '@buka/domain/languages';

// What the shop's notifications need from the environment: where pushes may be sent, which SMS
// provider sends texts, whose phone hears of an order left waiting, and after how long.

export interface TermiiConfig {
  provider: 'termii';
  apiKey: string;
  /** The sender id registered with Termii (3 to 11 letters or digits), e.g. the shop's name. */
  senderId: string;
  baseUrl: string;
  /** 'dnd' reaches numbers on Do-Not-Disturb (transactional); 'generic' is for promotions. */
  channel: 'dnd' | 'generic';
}

/** The default: every text is written to the log instead of being sent. */
export interface LogSmsConfig {
  provider: 'log';
}

export type SmsConfig = TermiiConfig | LogSmsConfig;

/**
 * Meta's WhatsApp Business Platform (Cloud API), docs/whatsapp.md#messages-the-shop-sends: the
 * order's steps as approved templates to customers who asked for them, and the webhook where
 * customers' messages arrive. None of it is a secret to show: the token and the app secret are
 * never logged.
 */
export interface WhatsAppConfig {
  /** A system user's access token, sent as the bearer of every call. */
  accessToken: string;
  /** The id Meta gives the shop's business phone number (not the number itself). */
  phoneNumberId: string;
  /** Signs the webhook's bodies (X-Hub-Signature-256). */
  appSecret: string;
  /** What Meta must send back when the webhook is set up (hub.verify_token). */
  verifyToken: string;
  /** The Graph API's address and version, e.g. https://graph.facebook.com/v23.0. */
  apiUrl: string;
  /** The language the templates were approved in ('en', 'en_GB'…). */
  templateLanguage: string;
  /**
   * The customer's languages the shop has approved translations of the templates in, each with
   * Meta's code for it ({ ha: 'ha' }); a customer in any other language gets English.
   */
  templateTranslations: Partial<Record<Language, string>>;
}

/**
 * A push service the shop sends to: any https host ending in `suffix`, or (tests, a push
 * service on this machine) one plain-http loopback host on any port.
 */
export type PushServiceRule = { suffix: string } | { loopbackOrigin: string };

export interface NotificationsConfig {
  pushServices: PushServiceRule[];
  sms: SmsConfig;
  /** null: no WhatsApp messages are sent (the click-to-chat links of docs/whatsapp.md remain). */
  whatsapp: WhatsAppConfig | null;
  /** Phones that get a text when an order waits too long (the owner's). */
  alertPhones: string[];
  /** How long a new order may wait for staff before it is escalated. */
  escalateAfterMs: number;
  /** How often each process looks for orders to escalate (0: never, for tests). */
  checkEveryMs: number;
  /** How each process's senders work through the outbox, per provider (push, SMS). */
  sending: NoticeSending;
}

export interface NoticeSending {
  /** One call to a provider: past this it is given up and tried again later. */
  timeoutMs: number;
  /** Calls under way at once to one provider, in one process. */
  sendsAtOnce: number;
  /** Tries of one message before it is written down as failed. */
  attempts: number;
  /** How often the outbox is looked at besides being woken (1 s unless set; tests look sooner). */
  lookEveryMs?: number;
  /** At a stop: how long calls under way may finish before they are cut off (2 s unless set). */
  stopGraceMs?: number;
}

export interface NotificationsEnv {
  PUSH_SERVICES: string[];
  SMS_PROVIDER?: 'termii' | 'log' | undefined;
  TERMII_API_KEY?: string | undefined;
  TERMII_SENDER_ID?: string | undefined;
  TERMII_BASE_URL: string;
  TERMII_CHANNEL: 'dnd' | 'generic';
  WHATSAPP_ACCESS_TOKEN?: string | undefined;
  WHATSAPP_PHONE_NUMBER_ID?: string | undefined;
  WHATSAPP_APP_SECRET?: string | undefined;
  WHATSAPP_VERIFY_TOKEN?: string | undefined;
  WHATSAPP_API_URL: string;
  WHATSAPP_API_VERSION: string;
  WHATSAPP_TEMPLATE_LANGUAGE: string;
  WHATSAPP_TEMPLATE_TRANSLATIONS: string[];
  ALERT_PHONES: string[];
  ESCALATE_AFTER_MINUTES: number;
  NOTICE_TIMEOUT_SECONDS: number;
  NOTICE_SENDS_AT_ONCE: number;
  NOTICE_ATTEMPTS: number;
}

/**
 * The push services browsers use: Chrome and Android (Firebase Cloud Messaging), Firefox,
 * Edge (Windows Push Notification Services) and Safari. A subscription naming any other
 * address is refused: the server would otherwise post to whatever address a visitor gives.
 */
export const DEFAULT_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);
const hostName =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

function readPushServices(entries: string[], problems: string[]): PushServiceRule[] {
  const rules: PushServiceRule[] = [];
  for (const entry of entries.map((item) => item.toLowerCase())) {
    if (entry.startsWith('http://')) {
      const host = entry.slice('http://'.length).replace(/\/$/, '');
      if (loopbackHosts.has(host)) rules.push({ loopbackOrigin: `http://${host}` });
      else problems.push(`PUSH_SERVICES: ${entry} is plain http; only a loopback host may be`);
    } else if (hostName.test(entry)) {
      rules.push({ suffix: entry });
    } else {
      problems.push(`PUSH_SERVICES: ${entry} is not a host name (e.g. fcm.googleapis.com)`);
    }
  }
  return rules;
}

/** Problems are returned, not thrown, so start-up can list them with the others. */
export function readNotificationsConfig(
  env: NotificationsEnv,
): NotificationsConfig | { problems: string[] } {
  const problems: string[] = [];
  const pushServices = readPushServices(
    env.PUSH_SERVICES.length > 0 ? env.PUSH_SERVICES : DEFAULT_PUSH_SERVICES,
    problems,
  );
  let sms: SmsConfig = { provider: 'log' };
  const provider = env.SMS_PROVIDER ?? (env.TERMII_API_KEY ? 'termii' : 'log');
  if (provider === 'termii') {
    if (!env.TERMII_API_KEY) problems.push('SMS_PROVIDER: termii needs TERMII_API_KEY');
    if (!env.TERMII_SENDER_ID) {
      problems.push('TERMII_SENDER_ID: needed with Termii, the sender id registered there');
    }
    if (env.TERMII_API_KEY && env.TERMII_SENDER_ID) {
      sms = {
        provider: 'termii',
        apiKey: env.TERMII_API_KEY,
        senderId: env.TERMII_SENDER_ID,
        baseUrl: env.TERMII_BASE_URL.replace(/\/+$/, ''),
        channel: env.TERMII_CHANNEL,
      };
    }
  }
  const whatsapp = readWhatsAppConfig(env, problems);
  if (problems.length > 0) return { problems };
  return {
    pushServices,
    sms,
    whatsapp,
    alertPhones: env.ALERT_PHONES,
    escalateAfterMs: env.ESCALATE_AFTER_MINUTES * 60_000,
    // An escalation comes at most this late; a check is one indexed query.
    checkEveryMs: 15_000,
    sending: {
      timeoutMs: env.NOTICE_TIMEOUT_SECONDS * 1000,
      sendsAtOnce: env.NOTICE_SENDS_AT_ONCE,
      attempts: env.NOTICE_ATTEMPTS,
    },
  };
}

const whatsappKeys = {
  WHATSAPP_ACCESS_TOKEN: 'the access token of the app’s system user',
  WHATSAPP_PHONE_NUMBER_ID: 'the id of the business phone number',
  WHATSAPP_APP_SECRET: 'the app secret, which signs the webhook',
  WHATSAPP_VERIFY_TOKEN: 'the token the webhook is set up with',
} as const;

/** All four keys, or none: half a setup would send messages whose answers nobody can read. */
function readWhatsAppConfig(env: NotificationsEnv, problems: string[]): WhatsAppConfig | null {
  const names = Object.keys(whatsappKeys) as (keyof typeof whatsappKeys)[];
  const given = names.filter((name) => env[name]);
  if (given.length === 0) return null;
  for (const name of names) {
    if (!env[name]) problems.push(`${name}: needed with WhatsApp messages, ${whatsappKeys[name]}`);
  }
  if (given.length < names.length) return null;
  return {
    accessToken: env.WHATSAPP_ACCESS_TOKEN!,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
    appSecret: env.WHATSAPP_APP_SECRET!,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN!,
    apiUrl: `${env.WHATSAPP_API_URL.replace(/\/+$/, '')}/${env.WHATSAPP_API_VERSION}`,
    templateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE,
    templateTranslations: templateTranslations(env.WHATSAPP_TEMPLATE_TRANSLATIONS),
  };
}

/** Meta's code of a translation the shop may declare: one of our languages, maybe a region. */
export const TRANSLATION_CODE = /^(pcm|ha|yo|ig)(_[A-Z]{2})?$/;

/** 'ha' or 'ha_NG' is the Hausa customers' template language (codes checked by config.ts). */
function templateTranslations(codes: string[]): Partial<Record<Language, string>> {
  const translations: Partial<Record<Language, string>> = {};
  for (const code of codes) {
    const language = TRANSLATION_CODE.exec(code)?.[1] as Language | undefined;
    if (language) translations[language] = code;
  }
  return translations;
}

/** Whether the server may post to this push endpoint (checked at subscribing and at sending). */
export function isAllowedPushEndpoint(endpoint: string, rules: PushServiceRule[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return rules.some((rule) =>
    'suffix' in rule
      ? // A browser's push service answers on HTTPS's own port; another port on the same host
        // would let a subscription make the server knock on that host's other services.
        url.protocol === 'https:' &&
        url.port === '' &&
        (host === rule.suffix || host.endsWith(`.${rule.suffix}`))
      : `${url.protocol}//${url.hostname}` === rule.loopbackOrigin,
  );
}
