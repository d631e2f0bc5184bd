import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerFactory, FastifyServerOptions } from 'fastify';
import type { Log } from '../log';
import { matchesEtag, pickEncoding, type Answer } from './cached-answer';
import { requestId } from './request-id';
import type { SecurityHeadersFor } from './security-headers';

/** What a path of the lane sends now: a shared answer that is fresh and drawn, or null. */
export type CurrentAnswer = () => Answer<unknown> | null;

type Variant = 'br' | 'gzip' | 'identity' | 'not-modified';

/**
 * The answers every phone asks for (the menu, the settings, the home page and the menu page
 * drawn from them) are the same bytes for everyone until the menu or the settings change. Those
 * are sent here, ahead of the router, with their whole head written once per version: a GET of
 * one of these paths, while its shared answer is fresh (and, for a compressed one, packed),
 * costs the server what a bare Node answer costs. Anything else, and these paths when their
 * answer must first be read, drawn or packed, goes to Fastify, which answers with the same
 * bytes and headers (its routes for these paths stay, and its tests cover them).
 *
 * The lane keeps what Fastify's hooks do for such a request: the protective headers, the
 * request's id, 304 for a browser that has the version, the line per request at info level.
 * It has nothing to check: no token (the answers are public), no query, no body. From the
 * server's close on, it steps aside: Fastify then answers with 503 or `Connection: close`.
 */
export function createFastLane(options: {
  log: Log;
  securityHeaders: SecurityHeadersFor;
  /** The proxies whose X-Forwarded-For is believed (the client's address in the log line). */
  trustProxy: false | string[];
}) {
  const { log, securityHeaders } = options;
  const paths = new Map<string, CurrentAnswer>();
  // Each version's head, per way of sending it: made on its first request, dropped with it.
  const heads = new WeakMap<Answer<unknown>, Partial<Record<Variant, string[]>>>();
  const trusted = options.trustProxy ? proxyAddr.compile(options.trustProxy) : null;
  // Decided once, as Fastify's own line per request is (request-logger.ts).
  const logsEachRequest = log.isLevelEnabled('info');
  let open = true;

  function headOf(url: string, answer: Answer<unknown>, variant: Variant, body?: Buffer) {
    let ofAnswer = heads.get(answer);
    if (!ofAnswer) heads.set(answer, (ofAnswer = {}));
    let head = ofAnswer[variant];
    if (!head) {
      const fields: Record<string, string> = { ...answer.headers };
      if (body) {
        fields['content-type'] = answer.type;
        if (variant === 'br' || variant === 'gzip') fields['content-encoding'] = variant;
        fields['content-length'] = String(body.length);
      }
      Object.assign(fields, securityHeaders(url, 'content-security-policy' in answer.headers));
      head = ofAnswer[variant] = Object.entries(fields).flat();
    }
    return head;
  }

  /** Sends the request's answer when the lane has it ready; false leaves it to Fastify. */
  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!open || request.method !== 'GET') return false;
    const url = request.url!;
    const current = paths.get(url)?.();
    if (!current) return false;
    const startedAt = logsEachRequest ? performance.now() : 0;
    let status: number;
    let head: string[];
    let body: Buffer | undefined;
    if (matchesEtag(request.headers['if-none-match'], current.etag)) {
      status = 304;
      head = headOf(url, current, 'not-modified');
    } else {
      const encoding = pickEncoding(request.headers['accept-encoding'], current.body.length);
      body = encoding ? current.encoded.get(encoding)?.ready : current.body;
      // Not packed yet: Fastify packs it (once), and the lane sends it from then on.
      if (!body) return false;
      status = 200;
      head = headOf(url, current, encoding ?? 'identity', body);
    }
    const id = requestId(request);
    response.writeHead(status, [...head, 'x-request-id', id]);
    response.end(body);
    if (logsEachRequest) {
      // The line Fastify writes for every request at info (request-logger.ts), alike.
      log.info(
        {
          reqId: id,
          req: { method: 'GET', url, ip: clientAddress(request) },
          res: { statusCode: status },
          responseTime: performance.now() - startedAt,
        },
        'request completed',
      );
    }
    return true;
  }

  function clientAddress(request: IncomingMessage): string | undefined {
    if (!trusted) return request.socket.remoteAddress;
    const addresses = proxyAddr.all(request, trusted);
    return addresses[addresses.length - 1];
  }

  return {
    /** Sends GET `path` (exactly: no query) from `current` whenever it has the answer. */
    serve(path: string, current: CurrentAnswer): void {
      paths.set(path, current);
    },

    /** From now on every request goes to Fastify (the server is closing). */
    close(): void {
      open = false;
    },

    /**
     * Fastify's server (HTTP/1, as Fastify would make it from its options), whose requests
     * pass the lane first.
     */
    serverFactory: ((handler, given) => {
      // Fastify's options, with its defaults filled in, as it passes them here.
      const serverOptions = given as FastifyServerOptions & { http?: http.ServerOptions | null };
      const toFastify = handler as RequestListener;
      const server = http.createServer(serverOptions.http ?? {}, (request, response) => {
        if (!answer(request, response)) toFastify(request, response);
      });
      // What Fastify sets on the server it makes itself.
      if (serverOptions.keepAliveTimeout !== undefined) {
        server.keepAliveTimeout = serverOptions.keepAliveTimeout;
      }
      if (serverOptions.requestTimeout !== undefined) {
        server.requestTimeout = serverOptions.requestTimeout;
      }
      server.setTimeout(serverOptions.connectionTimeout ?? 0);
      return server;
    }) satisfies FastifyServerFactory,
  };
}

export type FastLane = ReturnType<typeof createFastLane>;
