import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A browser's push service on 127.0.0.1, for tests: it hands out subscriptions (as a browser's
// pushManager.subscribe would, keys included), receives what the shop posts to them, checks the
// VAPID signature (RFC 8292) and decrypts the payload with the subscription's own private key
// (RFC 8291, aes128gcm), written here from the RFCs rather than with the library that encrypts.

export interface ReceivedPush {
  /** The decrypted payload, parsed as JSON. */
  message: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID public key that signed it ('k=' of the Authorization header). */
  vapidKey: string;
  /** The JWT's claims: aud (the push service's origin), exp, sub. */
  claims: { aud: string; exp: number; sub: string };
  /** When it arrived (Date.now()), for timing the way from an order to a device. */
  at: number;
}

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  received: ReceivedPush[];
  /** What the service answers for this subscription: 201, or 404/410 once it is "gone". */
  answer: number;
}

export interface FakePushService {
  origin: string;
  subscribe(): FakeSubscription;
  /** Resolves once `count` pushes arrived for the subscription, or rejects after `ms`. */
  waitFor(subscription: FakeSubscription, count?: number, ms?: number): Promise<ReceivedPush[]>;
  /** Requests it refused (bad signature, undecryptable body), with why. */
  refused: string[];
  close(): Promise<void>;
}

interface Keys {
  subscription: FakeSubscription;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

export async function startFakePushService(): Promise<FakePushService> {
  const keysById = new Map<string, Keys>();
  const refused: string[] = [];
  const waiters = new Set<() => void>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const keys = id ? keysById.get(id) : undefined;
      if (req.method !== 'POST' || !keys) {
        res.writeHead(404).end();
        return;
      }
      if (keys.subscription.answer !== 201) {
        res.writeHead(keys.subscription.answer).end();
        return;
      }
      try {
        keys.subscription.received.push(readPush(req, Buffer.concat(chunks), keys, origin));
        res.writeHead(201).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        res.writeHead(400).end();
      }
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    refused,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const subscription: FakeSubscription = {
        endpoint: `${origin}/push/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
        received: [],
        answer: 201,
      };
      keysById.set(id, { subscription, ecdh, auth });
      return subscription;
    },
    waitFor(subscription, count = 1, ms = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (subscription.received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(subscription.received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `${subscription.received.length} of ${count} pushes within ${ms} ms` +
                (refused.length ? `; refused: ${refused.join('; ')}` : ''),
            ),
          );
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readPush(
  req: http.IncomingMessage,
  body: Buffer,
  keys: Keys,
  origin: string,
): ReceivedPush {
  const ttl = Number(req.headers.ttl);
  if (!Number.isInteger(ttl) || ttl < 0) throw new Error('TTL header missing (RFC 8030 §5.2)');
  if (req.headers['content-encoding'] !== 'aes128gcm') {
    throw new Error(`content-encoding ${req.headers['content-encoding']}, not aes128gcm`);
  }
  const { vapidKey, claims } = checkVapid(String(req.headers.authorization ?? ''), origin);
  const plaintext = decrypt(body, keys.ecdh, keys.auth);
  return {
    message: JSON.parse(plaintext.toString('utf8')),
    ttl,
    urgency: header(req, 'urgency'),
    topic: header(req, 'topic'),
    vapidKey,
    claims,
    at: Date.now(),
  };
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** RFC 8292: `vapid t=<JWT signed ES256>, k=<the signer's public key>`; aud is our origin. */
function checkVapid(authorization: string, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`Authorization is not VAPID: ${authorization.slice(0, 40)}`);
  const [, token = '', vapidKey = ''] = match;
  const [header64 = '', claims64 = '', signature64 = ''] = token.split('.');
  const raw = Buffer.from(vapidKey, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header64}.${claims64}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature64, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const head = JSON.parse(Buffer.from(header64, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') throw new Error(`VAPID alg ${head.alg}`);
  const claims = JSON.parse(
    Buffer.from(claims64, 'base64url').toString(),
  ) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`VAPID aud ${claims.aud}, not ${origin}`);
  if (!(claims.exp * 1000 > Date.now())) throw new Error('VAPID token expired');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`VAPID sub ${claims.sub}`);
  return { vapidKey, claims };
}

/** RFC 8291 with RFC 8188's aes128gcm record: one record, padding delimiter 0x02. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  const secret = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record does not end with delimiter 0x02');
  return padded.subarray(0, end);
}
