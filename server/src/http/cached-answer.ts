import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BusEvent, EventBus } from '../events/event-bus';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Below this a compressed copy saves less than it costs.
const COMPRESS_FROM_BYTES = 1024;
// The API's answers are read again every few seconds: a quick brotli, packed almost as small.
const BROTLI_QUALITY = 6;

type Encoding = 'br' | 'gzip';

/** One version of a shared answer, serialized once and compressed at most once per encoding. */
export interface Answer<T> {
  value: T;
  body: Buffer;
  type: string;
  etag: string;
  /** Set on every answer of this version, 304 included. */
  headers: Record<string, string>;
  /** Brotli's quality for this answer (0–11): higher packs smaller, and takes longer once. */
  brotliQuality: number;
  encoded: Map<Encoding, { bytes: Promise<Buffer>; ready?: Buffer }>;
}

/**
 * An answer of `body`, with a weak ETag of its content and no-cache: the browser keeps it but
 * asks each time, and a 304 costs a few bytes.
 */
export function answerOf<T>(
  value: T,
  body: Buffer,
  options: { type: string; headers?: Record<string, string>; brotliQuality?: number },
): Answer<T> {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return {
    value,
    body,
    type: options.type,
    etag,
    headers: {
      'cache-control': 'no-cache',
      etag,
      vary: 'accept-encoding',
      ...options.headers,
    },
    brotliQuality: options.brotliQuality ?? BROTLI_QUALITY,
    encoded: new Map(),
  };
}

export interface CachedAnswerOptions<T> {
  /** Reads the answer from the database. */
  load: () => Promise<T>;
  events: EventBus;
  /** Events after which the answer is read again (and always after 'bus.resumed'). */
  changedBy: (event: BusEvent) => boolean;
  /** A change the events do not announce (the database edited by hand) shows after this long. */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * A public JSON answer that every phone asks for (the menu, the shop's settings): read and
 * serialized once, shared by all requests until an event says it changed, sent with a weak ETag
 * so a browser that has it gets 304, and compressed once per version rather than per request.
 */
export function createCachedAnswer<T>(options: CachedAnswerOptions<T>) {
  const now = options.now ?? Date.now;
  let generation = 0;
  let cached: { answer: Answer<T>; at: number } | null = null;
  // One read at a time per generation: a burst of requests after a change reads once.
  let reading: { generation: number; answer: Promise<Answer<T>> } | null = null;

  const unsubscribe = options.events.subscribe((event) => {
    if (event.type !== 'bus.resumed' && !options.changedBy(event)) return;
    generation++;
    cached = null;
  });

  async function read(): Promise<Answer<T>> {
    const readFor = generation;
    const value = await options.load();
    const answer = answerOf(value, Buffer.from(JSON.stringify(value)), { type: JSON_TYPE });
    // A change announced while reading makes this answer too old to keep for later requests.
    if (readFor === generation) cached = { answer, at: now() };
    return answer;
  }

  function fresh(): Answer<T> | null {
    return cached && now() - cached.at < options.maxAgeMs ? cached.answer : null;
  }

  function current(): Promise<Answer<T>> {
    const answer = fresh();
    if (answer) return Promise.resolve(answer);
    if (reading?.generation !== generation) {
      const answer = read();
      const entry = { generation, answer };
      reading = entry;
      const done = () => {
        if (reading === entry) reading = null;
      };
      answer.then(done, done);
    }
    return reading!.answer;
  }

  /** Sends the answer: at once while the shared copy is fresh (the common case), else once read. */
  function send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> | undefined {
    const answer = fresh();
    if (!answer) return current().then((read) => sendAnswer(request, reply, read));
    const sent = sendAnswer(request, reply, answer);
    return sent === reply ? undefined : (sent as Promise<FastifyReply>);
  }

  /** The answer as data, from the shared copy when it is fresh (for other routes' use). */
  function value(): Promise<T> {
    return current().then((answer) => answer.value);
  }

  /**
   * The current version (for what is made from it, e.g. a page drawn from the menu): `fresh`
   * is the shared copy at once, or null when it must be read first (`current`).
   */
  const version = { fresh, current };

  return { send, value, version, close: unsubscribe };
}

export type CachedAnswer<T> = ReturnType<typeof createCachedAnswer<T>>;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends an answer's version: 304 when the browser has it, else compressed when it takes that. */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer<unknown>,
): FastifyReply | Promise<FastifyReply> {
  reply.headers(answer.headers);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  reply.type(answer.type);
  const encoding = pickEncoding(request.headers['accept-encoding'], answer.body.length);
  if (!encoding) return reply.send(answer.body);
  let encoded = answer.encoded.get(encoding);
  if (!encoded) {
    const bytes =
      encoding === 'br'
        ? brotli(answer.body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: answer.brotliQuality },
          })
        : gzip(answer.body);
    const entry: { bytes: Promise<Buffer>; ready?: Buffer } = { bytes };
    void bytes.then((ready) => (entry.ready = ready)).catch(() => undefined);
    encoded = entry;
    answer.encoded.set(encoding, encoded);
  }
  // Once compressed, sent at once: no promise on the busiest path.
  if (encoded.ready) return reply.header('content-encoding', encoding).send(encoded.ready);
  return encoded.bytes.then((bytes) => reply.header('content-encoding', encoding).send(bytes));
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly; '*' matches any current answer. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** The encoding to send an answer of `size` bytes in, or null for as it is. */
export function pickEncoding(header: string | undefined, size: number): 'br' | 'gzip' | null {
  if (!header || size < COMPRESS_FROM_BYTES) return null;
  let encoding = encodingFor.get(header);
  if (encoding === undefined) {
    encoding = preferredEncoding(header);
    // Browsers send a handful of fixed headers: a small memo, emptied should others fill it.
    if (encodingFor.size >= 64) encodingFor.clear();
    encodingFor.set(header, encoding);
  }
  return encoding;
}

const encodingFor = new Map<string, 'br' | 'gzip' | null>();

function preferredEncoding(header: string): 'br' | 'gzip' | null {
  const offered = new Map(
    header.split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name!, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}
