import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the README's nginx block says: the upstream servers and the headers it sets. */
export interface NginxConfig {
  upstreams: { host: string; port: number }[];
  headers: [name: string, value: string][];
  failTimeoutMs: number;
}

export function parseNginx(block: string): NginxConfig {
  const upstreams = [...block.matchAll(/^\s*server\s+([\d.]+):(\d+)/gm)].map((m) => ({
    host: m[1]!,
    port: Number(m[2]),
  }));
  const headers = [...block.matchAll(/^\s*proxy_set_header\s+(\S+)\s+("[^"]*"|\S+);/gm)].map(
    (m) => [m[1]!, m[2]!.replace(/^"(.*)"$/, '$1')] as [string, string],
  );
  const timeout = /fail_timeout=(\d+)s/.exec(block);
  if (upstreams.length === 0) throw new Error('the nginx block lists no upstream server');
  return { upstreams, headers, failTimeoutMs: timeout ? Number(timeout[1]) * 1000 : 10_000 };
}

const idempotent = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * A stand-in for nginx where none is installed: round robin over the upstreams, the request body
 * read first (as nginx buffers it), the headers the config sets (with nginx's meaning of
 * $remote_addr, $host, $scheme, $request_id, $proxy_add_x_forwarded_for; "" removes one), the
 * answer streamed unbuffered, and nginx's `proxy_next_upstream error`: a server that refuses
 * the connection is skipped for fail_timeout and the request goes to the next one; a request
 * already sent goes again only when its method is idempotent (nginx's default).
 */
export async function startStandInProxy(config: NginxConfig, port: number) {
  let turn = 0;
  const failedUntil = new Map<number, number>();
  let failovers = 0;
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 16 });

  function headersFor(request: http.IncomingMessage): http.OutgoingHttpHeaders {
    const headers: http.OutgoingHttpHeaders = { ...request.headers };
    const remote = request.socket.remoteAddress ?? '';
    const values: Record<string, string> = {
      $remote_addr: remote,
      $host: (request.headers.host ?? '').replace(/:\d+$/, ''),
      $scheme: 'http',
      $request_id: randomBytes(16).toString('hex'),
      $proxy_add_x_forwarded_for: request.headers['x-forwarded-for']
        ? `${request.headers['x-forwarded-for']}, ${remote}`
        : remote,
    };
    for (const [name, value] of config.headers) {
      const key = name.toLowerCase();
      if (value === '') delete headers[key];
      else headers[key] = value.replace(/\$[a-z_]+/g, (variable) => values[variable] ?? variable);
    }
    return headers;
  }

  function send(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    body: Buffer,
    headers: http.OutgoingHttpHeaders,
    tried: number,
  ) {
    const now = Date.now();
    const live = config.upstreams.filter((u) => (failedUntil.get(u.port) ?? 0) <= now);
    const pool = live.length > 0 ? live : config.upstreams;
    const upstream = pool[turn++ % pool.length]!;
    let sent = false;
    const outgoing = http.request(
      {
        host: upstream.host,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        response.on('close', () => answer.destroy());
      },
    );
    outgoing.on('socket', (socket) => {
      const markSent = () => (sent = true);
      if (socket.connecting) socket.once('connect', markSent);
      else markSent();
    });
    outgoing.on('error', () => {
      failedUntil.set(upstream.port, Date.now() + config.failTimeoutMs);
      const mayRetry = !sent || idempotent.has(request.method ?? 'GET');
      if (mayRetry && tried + 1 < config.upstreams.length && !response.headersSent) {
        failovers++;
        send(request, response, body, headers, tried + 1);
      } else if (!response.headersSent) {
        response.writeHead(502).end();
      } else {
        response.destroy();
      }
    });
    outgoing.end(body);
  }

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    send(request, response, Buffer.concat(chunks), headersFor(request), 0);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    failovers: () => failovers,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
