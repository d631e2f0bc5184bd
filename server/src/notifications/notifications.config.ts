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
 * A push service the shop sends to: any https host ending in `suffix`, or (tests, a push
 * service on this machine) one plain-http loopback host on any port.
 */
export type PushServiceRule = { suffix: string } | { loopbackOrigin: string };

export interface NotificationsConfig {
  pushServices: PushServiceRule[];
  sms: SmsConfig;
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
}

export interface NotificationsEnv {
  PUSH_SERVICES: string[];
  SMS_PROVIDER?: 'termii' | 'log' | undefined;
  TERMII_API_KEY?: string | undefined;
  TERMII_SENDER_ID?: string | undefined;
  TERMII_BASE_URL: string;
  TERMII_CHANNEL: 'dnd' | 'generic';
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
  if (problems.length > 0) return { problems };
  return {
    pushServices,
    sms,
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
