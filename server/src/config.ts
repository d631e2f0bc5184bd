import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { paymentProviders } from '@buka/domain/payments';
import { normalizePhone } from '@buka/domain/phone-numbers';
import { readPaymentsConfig, type PaymentsConfig } from './payments/payments.config';
import { readOidcConfig, type OidcConfig } from './auth/oidc.config';
import { PASSWORD_COST, type PasswordCost } from './auth/passwords';
import {
  readNotificationsConfig,
  TRANSLATION_CODE,
  type NotificationsConfig,
} from './notifications/notifications.config';
import { toInternationalNumber } from './notifications/sms/phone-numbers';

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const portRule = 'must be a whole number from 0 to 65535';
const signupsRule = 'must be a whole number of sign-ups from 1 to 100000';
const daysRule = 'must be a whole number of days from 1 to 365';
const graceRule = 'must be a whole number of seconds from 1 to 600';
const escalateRule = 'must be a whole number of minutes from 1 to 120';
const noticeTimeoutRule = 'must be a whole number of seconds from 1 to 60';
const sendsAtOnceRule = 'must be a whole number of sends from 1 to 100';
const attemptsRule = 'must be a whole number of tries from 1 to 20';
const adminPhonesRule = 'must be phone numbers, comma separated (e.g. 08031234567)';
const alertPhonesRule =
  "must be mobile numbers, comma separated (e.g. 08031234567, or +44… with the country's code)";
const unpaidOrdersRule = 'must be a whole number of orders from 1 to 100000';
const openConnectionsRule = 'must be a whole number of connections from 16 to 1000000';
const unpaidMinutesRule = 'must be a whole number of minutes from 5 to 10080';
const connectionsRule = 'must be a whole number of connections from 10 to 100000';
const limitRule = 'must be a whole number of seconds from 1 to 300';
const seconds = (fallback: number) =>
  z.coerce
    .number({ error: limitRule })
    .int(limitRule)
    .min(1, limitRule)
    .max(300, limitRule)
    .default(fallback);
const trustProxyRule =
  "must be false, true (a proxy on this machine), or the proxies' addresses (comma list)";
// proxy-addr's names for address ranges, usable in TRUST_PROXY beside addresses and CIDRs.
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For entries are believed. `true` means the setup the
 * README describes, a proxy on this machine: only its entry counts. Believing every entry would
 * let a client send an X-Forwarded-For of its own and choose the address the sign-in limits
 * count; for a proxy elsewhere, name its addresses (or CIDRs, or `uniquelocal` and the like).
 */
export function parseTrustProxy(value: string): false | string[] | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0' || text === '') return false;
  if (text === 'true' || text === '1') return ['loopback'];
  const entries = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const isProxy = (entry: string) => {
    if (proxyRangeNames.has(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || rest.length > 0) return false;
    if (bits === undefined) return true;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  };
  return entries.length > 0 && entries.every(isProxy) ? entries : undefined;
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: portRule })
    .int(portRule)
    .min(0, portRule)
    .max(65535, portRule)
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  // PostgreSQL's time limits: a stalled or unreachable database answers 503 within
  // these, never hangs a request. The query limit must exceed the statement limit, so that
  // PostgreSQL cancels a slow statement itself before the connection is given up on.
  DATABASE_CONNECT_TIMEOUT_SECONDS: seconds(5),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: seconds(10),
  DATABASE_QUERY_TIMEOUT_SECONDS: seconds(15),
  // SQLite: how many daily backups the shop keeps in DATA_DIR/backups (0: takes none).
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(365, 'must be at most 365')
    .default(7),
  // Start even though the database is empty while DATA_DIR holds a shop's pictures or backups.
  ALLOW_EMPTY_DATABASE: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  PUBLIC_URL: z.url().optional(),
  // Written as the owner likes ('+234 803…'), kept as sign-up keeps it (11 digits).
  ADMIN_PHONES: commaList
    .transform((phones) => phones.map(normalizePhone))
    .refine((phones) => phones.every((phone) => /^\d{11}$/.test(phone)), adminPhonesRule),
  ADMIN_EMAILS: commaList.transform((emails) => emails.map((email) => email.toLowerCase())),
  SESSION_DAYS: z.coerce
    .number({ error: daysRule })
    .int(daysRule)
    .min(1, daysRule)
    .max(365, daysRule)
    .default(30),
  // How long SIGTERM waits for requests in flight before it drops the connections left: below
  // the 10 s a container runtime waits before SIGKILL, so the process still closes its database.
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: graceRule })
    .int(graceRule)
    .min(1, graceRule)
    .max(600, graceRule)
    .default(8),
  // New accounts one address may open in an hour: each costs a slow password hash.
  SIGNUP_LIMIT_PER_HOUR: z.coerce
    .number({ error: signupsRule })
    .int(signupsRule)
    .min(1, signupsRule)
    .max(100_000, signupsRule)
    .default(30),
  MAX_UNPAID_ORDERS: z.coerce
    .number({ error: unpaidOrdersRule })
    .int(unpaidOrdersRule)
    .min(1, unpaidOrdersRule)
    .max(100_000, unpaidOrdersRule)
    .default(3),
  UNPAID_ORDER_MINUTES: z.coerce
    .number({ error: unpaidMinutesRule })
    .int(unpaidMinutesRule)
    .min(5, unpaidMinutesRule)
    .max(10_080, unpaidMinutesRule)
    .default(30),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number({ error: connectionsRule })
    .int(connectionsRule)
    .min(10, connectionsRule)
    .max(100_000, connectionsRule)
    .default(256),
  // Unset: half the process's open-file limit (docs/server-rules.md#limits).
  MAX_OPEN_CONNECTIONS: z.coerce
    .number({ error: openConnectionsRule })
    .int(openConnectionsRule)
    .min(16, openConnectionsRule)
    .max(1_000_000, openConnectionsRule)
    .optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) context.addIssue({ code: 'custom', message: trustProxyRule });
      return trust ?? false;
    }),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  PAYMENT_PROVIDER: z.enum(paymentProviders).optional(),
  PAYSTACK_SECRET_KEY: z.string().trim().min(1).optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  FLUTTERWAVE_SECRET_KEY: z.string().trim().min(1).optional(),
  FLUTTERWAVE_SECRET_HASH: z.string().trim().min(1).optional(),
  FLUTTERWAVE_BASE_URL: z.url().default('https://api.flutterwave.com'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().trim().min(1).optional(),
  OIDC_LABEL: z.string().trim().min(1).max(60).optional(),
  PUSH_SERVICES: commaList,
  SMS_PROVIDER: z.enum(['termii', 'log']).optional(),
  TERMII_API_KEY: z.string().trim().min(1).optional(),
  TERMII_SENDER_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 ]{3,11}$/, 'must be 3 to 11 letters or digits, as registered with Termii')
    .optional(),
  TERMII_BASE_URL: z.url().default('https://api.ng.termii.com'),
  TERMII_CHANNEL: z.enum(['dnd', 'generic']).default('dnd'),
  // WhatsApp messages through Meta's Cloud API (docs/whatsapp.md): all four keys, or none.
  WHATSAPP_ACCESS_TOKEN: z.string().trim().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, 'must be the digits Meta shows as the phone number’s id')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().trim().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().trim().min(1).optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .trim()
    .regex(/^v\d+\.\d+$/, 'must be a Graph API version such as v23.0')
    .default('v23.0'),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a language code such as en or en_GB')
    .default('en'),
  // The customers' languages the templates are also approved in, by Meta's codes (e.g. ha).
  WHATSAPP_TEMPLATE_TRANSLATIONS: commaList.refine(
    (codes) => codes.every((code) => TRANSLATION_CODE.test(code)),
    'must be Meta’s codes of the customers’ languages the templates are approved in, comma separated: pcm, ha, yo or ig (e.g. ha)',
  ),
  ALERT_PHONES: commaList.refine(
    (phones) => phones.every((phone) => toInternationalNumber(phone) !== null),
    alertPhonesRule,
  ),
  // A new order nobody accepted within this time notifies staff again and texts ALERT_PHONES.
  ESCALATE_AFTER_MINUTES: z.coerce
    .number({ error: escalateRule })
    .int(escalateRule)
    .min(1, escalateRule)
    .max(120, escalateRule)
    .default(3),
  // Notices (push, SMS) are sent from the outbox by each provider's own senders: one call is
  // given up after this long, so a provider that hangs holds none of the others.
  NOTICE_TIMEOUT_SECONDS: z.coerce
    .number({ error: noticeTimeoutRule })
    .int(noticeTimeoutRule)
    .min(1, noticeTimeoutRule)
    .max(60, noticeTimeoutRule)
    .default(10),
  NOTICE_SENDS_AT_ONCE: z.coerce
    .number({ error: sendsAtOnceRule })
    .int(sendsAtOnceRule)
    .min(1, sendsAtOnceRule)
    .max(100, sendsAtOnceRule)
    .default(8),
  NOTICE_ATTEMPTS: z.coerce
    .number({ error: attemptsRule })
    .int(attemptsRule)
    .min(1, attemptsRule)
    .max(20, attemptsRule)
    .default(8),
});

export interface SigninLimits {
  /** Failures for one phone from one address: then that address is refused for that phone. */
  perPhoneAddress: number;
  /** Failures from one address over any phones: then that address is refused. */
  perAddress: number;
  /** Failures for one phone from anywhere: past this, every attempt on it waits, never refused. */
  perPhoneSlowAfter: number;
  /** The wait grows by this much per attempt past perPhoneSlowAfter… */
  slowStepMs: number;
  /** …up to this. */
  maxSlowMs: number;
  windowMs: number;
}

/**
 * Per phone and address: enough for a forgetful owner, far too few for guessing, and guesses
 * from one address never keep the owner out on another. Per address: a shared phone
 * network (many customers behind one address) still gets room. Per phone from everywhere: a
 * ceiling far above what one person types, past which guessing is slowed, not locked, so nobody
 * can lock a customer out by guessing from many addresses.
 */
export const defaultSigninLimits: SigninLimits = {
  perPhoneAddress: 10,
  perAddress: 50,
  perPhoneSlowAfter: 100,
  slowStepMs: 250,
  maxSlowMs: 10_000,
  windowMs: 15 * 60 * 1000,
};

/** How long the server waits on a client's connection. */
export interface HttpLimits {
  /** A connection that sends and receives nothing this long is dropped (mid-request too). */
  idleTimeoutMs: number;
  /** The request line and headers must have arrived within this. */
  headersTimeoutMs: number;
  /** A whole request, body included, must have arrived within this (a picture's upload). */
  requestTimeoutMs: number;
  /** Any other request's body must have arrived within this. */
  bodyDeadlineMs: number;
  /** An idle kept-alive connection between requests is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the headers and request deadlines. */
  checkIntervalMs: number;
  /** Open connections from one address (a trusted proxy's excepted). */
  connectionsPerAddress: number;
  /** Open connections in all (MAX_OPEN_CONNECTIONS); undefined: half the open-file limit. */
  openConnections: number | undefined;
}

export interface Config {
  /** NODE_ENV=production: the shop is live (the payment simulator must be chosen by name). */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: connect (or wait for a pooled connection), a statement, any answer. */
  limits: { connectMs: number; statementMs: number; queryMs: number };
  /** Start on an empty database although DATA_DIR holds pictures or backups (a lost one?). */
  allowEmptyDatabase: boolean;
  /** SQLite: the daily backups kept in DATA_DIR/backups; 0 takes none. */
  backupKeep: number;
  publicUrl: string;
  adminPhones: string[];
  adminEmails: string[];
  sessionDays: number;
  /** SIGTERM: how long requests in flight may take before their connections are dropped. */
  shutdownGraceMs: number;
  http: HttpLimits;
  /** Stock held by orders nobody pays for. */
  unpaidOrders: {
    /** Open orders (not delivered, not canceled) one customer may have unpaid at once. */
    perCustomer: number;
    /** An online order still unpaid and untouched by staff this long is canceled. */
    cancelAfterMs: number;
  };
  /** The proxies whose X-Forwarded-For entries are believed (none when false). */
  trustProxy: false | string[];
  logLevel: string;
  webDist: string;
  /** Sign-in attempts in one window (docs/server-rules.md#rate-limits): see signinLimits below. */
  signinLimits: SigninLimits;
  /** Sign-ups allowed per address in one window (each one costs ~200 ms of scrypt). */
  signupLimits: { perAddress: number; windowMs: number };
  /** scrypt's cost for new passwords: always PASSWORD_COST; tests alone set a lower one. */
  passwordCost: PasswordCost;
  /**
   * Every JSON answer is checked against its route's response schema, and one that does not
   * match fails its request: tests alone turn it on (docs/decisions/0024-answers-checked-where-they-are-made.md).
   */
  checkAnswers: boolean;
  payments: PaymentsConfig;
  /** Sign-in through an identity provider (OpenID Connect); null when not configured. */
  oidc: OidcConfig | null;
  /** Web Push, SMS and escalation of orders left waiting. */
  notifications: NotificationsConfig;
}

function configurationProblems(problems: string[]): Error {
  const list = problems.map((problem) => `  ${problem}`).join('\n');
  return new Error(`Buka cannot start, the configuration has problems:\n${list}`);
}

/** Reads the environment once at start-up; a bad value stops the start with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `PORT=` in an env file means "not set", not port 0 or an empty database URL.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    throw configurationProblems(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  if (e.DATABASE_QUERY_TIMEOUT_SECONDS <= e.DATABASE_STATEMENT_TIMEOUT_SECONDS) {
    throw configurationProblems([
      'DATABASE_QUERY_TIMEOUT_SECONDS: must be longer than DATABASE_STATEMENT_TIMEOUT_SECONDS',
    ]);
  }
  const payments = readPaymentsConfig(e);
  if ('problems' in payments) throw configurationProblems(payments.problems);
  const oidc = readOidcConfig(e);
  if (oidc && 'problems' in oidc) throw configurationProblems(oidc.problems);
  const notifications = readNotificationsConfig(e);
  if ('problems' in notifications) throw configurationProblems(notifications.problems);
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    limits: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
      queryMs: e.DATABASE_QUERY_TIMEOUT_SECONDS * 1000,
    },
    allowEmptyDatabase: e.ALLOW_EMPTY_DATABASE,
    backupKeep: e.BACKUP_KEEP,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    adminPhones: e.ADMIN_PHONES,
    adminEmails: e.ADMIN_EMAILS,
    sessionDays: e.SESSION_DAYS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    http: {
      // A phone on a bad network still sends something within seconds; a socket left open
      // and silent is someone holding the server's connections.
      idleTimeoutMs: 30_000,
      headersTimeoutMs: 20_000,
      // A 5 MB picture from a phone at 400 kbit/s takes about 105 s: room for that, with margin.
      requestTimeoutMs: 300_000,
      // Every other body is a few KB (an order, a sign-in): under a second at 400 kbit/s. A body
      // trickled a byte at a time would otherwise hold its connection for the upload's 300 s.
      bodyDeadlineMs: 20_000,
      // Longer than a proxy's own idle time (nginx's 60 s), so a proxy never reuses a
      // connection Buka has just closed.
      keepAliveTimeoutMs: 72_000,
      checkIntervalMs: 5_000,
      connectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      openConnections: e.MAX_OPEN_CONNECTIONS,
    },
    unpaidOrders: {
      perCustomer: e.MAX_UNPAID_ORDERS,
      cancelAfterMs: e.UNPAID_ORDER_MINUTES * 60 * 1000,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    signinLimits: defaultSigninLimits,
    // Room for a shop's busy day behind one mobile network's shared address; none for a script.
    signupLimits: { perAddress: e.SIGNUP_LIMIT_PER_HOUR, windowMs: 60 * 60 * 1000 },
    passwordCost: PASSWORD_COST,
    checkAnswers: false,
    payments,
    oidc,
    notifications,
  };
}
