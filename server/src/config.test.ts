import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

function problemsOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('loadConfig', () => {
  it('starts with no configuration at all: SQLite in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      adminPhones: [],
      adminEmails: [],
      sessionDays: 30,
      trustProxy: false,
      logLevel: 'info',
    });
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '4242',
      DATABASE_URL: 'postgres://buka@db.internal:5432/buka',
      PUBLIC_URL: 'https://buka.example/',
      ADMIN_PHONES: ' 08011111111, +234 802 222 2222 ,',
      ADMIN_EMAILS: 'Boss@Buka.Example',
      SESSION_DAYS: '7',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 4242,
      databaseUrl: 'postgres://buka@db.internal:5432/buka',
      publicUrl: 'https://buka.example',
      adminPhones: ['08011111111', '08022222222'],
      adminEmails: ['boss@buka.example'],
      sessionDays: 7,
      trustProxy: ['loopback'],
    });
  });

  it.each([
    ['false', false],
    ['true', ['loopback']],
    ['1', ['loopback']],
    [' 10.0.0.5, 192.168.0.0/16 ,uniquelocal', ['10.0.0.5', '192.168.0.0/16', 'uniquelocal']],
    ['::1, fd00::/8', ['::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j as the proxies to believe', (value, trusted) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });

  it('names ADMIN_PHONES when one of them cannot be a phone number', () => {
    expect(problemsOf({ ADMIN_PHONES: '08011111111, 0801' })).toMatch(
      /ADMIN_PHONES: must be phone numbers, comma separated/,
    );
  });

  it('waits 8 s for requests in flight at SIGTERM unless told otherwise', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(8_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '25' }).shutdownGraceMs).toBe(25_000);
    expect(problemsOf({ SHUTDOWN_GRACE_SECONDS: '0' })).toMatch(
      /SHUTDOWN_GRACE_SECONDS: must be a whole number of seconds from 1 to 600/,
    );
  });

  it('sends notices with a 10 s limit per call, 8 calls at once per provider, 8 tries', () => {
    expect(loadConfig({}).notifications.sending).toEqual({
      timeoutMs: 10_000,
      sendsAtOnce: 8,
      attempts: 8,
    });
    const given = loadConfig({
      NOTICE_TIMEOUT_SECONDS: '4',
      NOTICE_SENDS_AT_ONCE: '2',
      NOTICE_ATTEMPTS: '3',
    });
    expect(given.notifications.sending).toEqual({ timeoutMs: 4_000, sendsAtOnce: 2, attempts: 3 });
    expect(problemsOf({ NOTICE_TIMEOUT_SECONDS: '0' })).toMatch(
      /NOTICE_TIMEOUT_SECONDS: must be a whole number of seconds from 1 to 60/,
    );
    expect(problemsOf({ NOTICE_SENDS_AT_ONCE: '0' })).toMatch(
      /NOTICE_SENDS_AT_ONCE: must be a whole number of sends from 1 to 100/,
    );
    expect(problemsOf({ NOTICE_ATTEMPTS: '21' })).toMatch(
      /NOTICE_ATTEMPTS: must be a whole number of tries from 1 to 20/,
    );
  });

  it('sends WhatsApp messages only with all four keys, never half set up', () => {
    expect(loadConfig({}).notifications.whatsapp).toBeNull();
    const keys = {
      WHATSAPP_ACCESS_TOKEN: 'EAAG-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify-words',
    };
    expect(loadConfig(keys).notifications.whatsapp).toEqual({
      accessToken: 'EAAG-token',
      phoneNumberId: '106540352242922',
      appSecret: 'app-secret',
      verifyToken: 'verify-words',
      apiUrl: 'https://graph.facebook.com/v23.0',
      templateLanguage: 'en',
      templateTranslations: {},
    });
    // The translations the shop declared approved, by Meta's codes; English stays the default.
    expect(
      loadConfig({ ...keys, WHATSAPP_TEMPLATE_TRANSLATIONS: 'ha, yo_NG' }).notifications.whatsapp
        ?.templateTranslations,
    ).toEqual({ ha: 'ha', yo: 'yo_NG' });
    expect(problemsOf({ ...keys, WHATSAPP_TEMPLATE_TRANSLATIONS: 'ha,fr' })).toMatch(
      /WHATSAPP_TEMPLATE_TRANSLATIONS: must be Meta’s codes of the customers’ languages/,
    );
    const problems = problemsOf({ WHATSAPP_ACCESS_TOKEN: 'EAAG-token' });
    expect(problems).toMatch(/WHATSAPP_PHONE_NUMBER_ID: needed with WhatsApp messages/);
    expect(problems).toMatch(/WHATSAPP_APP_SECRET: needed with WhatsApp messages/);
    expect(problems).toMatch(/WHATSAPP_VERIFY_TOKEN: needed with WhatsApp messages/);
    // The problems name the keys, never their values.
    expect(problems).not.toContain('EAAG-token');
    expect(problemsOf({ ...keys, WHATSAPP_API_VERSION: '23' })).toMatch(
      /WHATSAPP_API_VERSION: must be a Graph API version such as v23.0/,
    );
    expect(problemsOf({ ...keys, WHATSAPP_PHONE_NUMBER_ID: '+234 800' })).toMatch(
      /WHATSAPP_PHONE_NUMBER_ID: must be the digits Meta shows/,
    );
  });

  it("keeps PostgreSQL's time limits, the query's longer than the statement's", () => {
    expect(loadConfig({}).limits).toEqual({
      connectMs: 5_000,
      statementMs: 10_000,
      queryMs: 15_000,
    });
    expect(
      loadConfig({
        DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
        DATABASE_STATEMENT_TIMEOUT_SECONDS: '3',
        DATABASE_QUERY_TIMEOUT_SECONDS: '5',
      }).limits,
    ).toEqual({ connectMs: 2_000, statementMs: 3_000, queryMs: 5_000 });
    expect(problemsOf({ DATABASE_CONNECT_TIMEOUT_SECONDS: '0' })).toMatch(
      /DATABASE_CONNECT_TIMEOUT_SECONDS: must be a whole number of seconds from 1 to 300/,
    );
    expect(problemsOf({ DATABASE_QUERY_TIMEOUT_SECONDS: '10' })).toMatch(
      /DATABASE_QUERY_TIMEOUT_SECONDS: must be longer than DATABASE_STATEMENT_TIMEOUT_SECONDS/,
    );
  });

  it.each(['yes', '2', '10.0.0.300', '10.0.0.0/33', 'proxy.internal'])(
    'names TRUST_PROXY and says what it must be for %j',
    (value) => {
      expect(problemsOf({ TRUST_PROXY: value })).toMatch(
        /TRUST_PROXY: must be false, true \(a proxy on this machine\), or the proxies' addresses/,
      );
    },
  );

  it('treats a variable set to nothing (PORT= in an env file) as not set', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', PUBLIC_URL: '', SESSION_DAYS: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.sessionDays).toBe(30);
  });

  it.each([
    ['not a number', 'abc'],
    ['out of range', '70000'],
    ['not whole', '80.5'],
    ['negative', '-1'],
  ])('names PORT and says what it must be when it is %s', (_label, port) => {
    const message = problemsOf({ PORT: port });
    expect(message).toContain('Buka cannot start');
    expect(message).toMatch(/PORT: .*whole number from 0 to 65535/);
    expect(message).not.toMatch(/Invalid input|expected number|NaN/);
  });

  it.each(['mysql://root@localhost/buka', 'localhost:5432', 'sqlite:./data/buka.db'])(
    'names DATABASE_URL and says what it must be for %s',
    (url) => {
      expect(problemsOf({ DATABASE_URL: url })).toMatch(
        /DATABASE_URL: must start with postgres:\/\//,
      );
    },
  );

  it('lists every problem at once, one per line', () => {
    const message = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    const lines = message.split('\n').slice(1);
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.trim().split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
    ]);
  });
});
