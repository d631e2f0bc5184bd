import net from 'node:net';
import { percentile } from './load-pool';

// A load generator that reads each answer's framing (status line, Content-Length or chunk
// sizes) and counts its body's bytes without keeping them. A generator that turns every body
// into text (autocannon does) spends more of the machine on a 60 KB page than the server that
// sends it: on these two cores the menu page's rate then measured the client, with the server
// idle 63% of the time. Every target of a comparison is measured with this one.

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers by status code, e.g. { 200: 51234 }. */
  statuses: Record<string, number>;
  /** Connections refused or reset, answers that could not be read, and time-outs. */
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

const ANSWER_TIMEOUT_MS = 10_000;
const HEAD_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');

/** `connections` keep-alive connections, each asking again as soon as an answer is whole. */
export async function httpLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  const target = new URL(url);
  const port = Number(target.port || 80);
  const request = Buffer.from(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
      Object.entries(options.headers ?? {})
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n',
  );
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const started = performance.now();
  const endsAt = started + options.seconds * 1000;

  const connection = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ host: target.hostname, port });
      socket.setNoDelay(true);
      socket.setTimeout(ANSWER_TIMEOUT_MS);
      const reader = new AnswerReader();
      let sentAt = 0;
      let finished = false;
      const ask = () => {
        sentAt = performance.now();
        socket.write(request);
      };
      const finish = () => {
        if (finished) return;
        finished = true;
        socket.destroy();
        resolve();
      };
      // A broken connection is counted and replaced while the run lasts, as a client would.
      const fail = () => {
        if (finished) return;
        errors++;
        finished = true;
        socket.destroy();
        if (performance.now() < endsAt) void connection().then(resolve);
        else resolve();
      };
      socket.on('connect', ask);
      socket.on('data', (chunk: Buffer) => {
        let rest: Buffer | null = chunk;
        while (rest) {
          const read = reader.feed(rest);
          if (read === 'bad') return fail();
          if (read === 'more') return;
          latencies.push(performance.now() - sentAt);
          statuses[read.status] = (statuses[read.status] ?? 0) + 1;
          rest = read.rest.length > 0 ? read.rest : null;
          if (performance.now() >= endsAt) return finish();
          ask();
        }
      });
      socket.on('timeout', fail);
      socket.on('error', fail);
      socket.on('close', fail);
    });

  await Promise.all(Array.from({ length: options.connections }, connection));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    p99Ms: percentile(latencies, 99),
    statuses,
    errors,
  };
}

type Read = 'more' | 'bad' | { status: number; rest: Buffer };

/** Follows one connection's answers, one after another, keeping only what framing needs. */
class AnswerReader {
  private head: Buffer = Buffer.alloc(0);
  private status = 0;
  /** Body bytes still to skip; for a chunked body, of the current chunk (with its CRLF). */
  private remaining = 0;
  private state: 'head' | 'body' | 'chunk-size' | 'chunk-data' | 'trailer' = 'head';
  private line: Buffer = Buffer.alloc(0);

  feed(chunk: Buffer): Read {
    let data = chunk;
    for (;;) {
      switch (this.state) {
        case 'head': {
          this.head = this.head.length ? Buffer.concat([this.head, data]) : data;
          const end = this.head.indexOf(HEAD_END);
          if (end < 0) return this.head.length > 64 * 1024 ? 'bad' : 'more';
          const head = this.head.subarray(0, end).toString('latin1');
          data = this.head.subarray(end + HEAD_END.length);
          this.head = Buffer.alloc(0);
          this.status = Number(head.slice(9, 12));
          if (!head.startsWith('HTTP/1.1 ') || !Number.isInteger(this.status)) return 'bad';
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          if (this.status === 204 || this.status === 304 || (length && length[1] === '0')) {
            return this.done(data);
          }
          if (length) {
            this.remaining = Number(length[1]);
            this.state = 'body';
          } else if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head)) {
            this.state = 'chunk-size';
          } else {
            return 'bad';
          }
          break;
        }
        case 'body':
        case 'chunk-data': {
          const take = Math.min(this.remaining, data.length);
          this.remaining -= take;
          data = data.subarray(take);
          if (this.remaining > 0) return 'more';
          if (this.state === 'body') return this.done(data);
          this.state = 'chunk-size';
          break;
        }
        case 'chunk-size':
        case 'trailer': {
          this.line = this.line.length ? Buffer.concat([this.line, data]) : data;
          const end = this.line.indexOf(LINE_END);
          if (end < 0) return this.line.length > 1024 ? 'bad' : 'more';
          const line = this.line.subarray(0, end).toString('latin1');
          data = this.line.subarray(end + LINE_END.length);
          this.line = Buffer.alloc(0);
          if (this.state === 'trailer') {
            // Trailer fields until the empty line that ends the answer.
            if (line === '') return this.done(data);
            break;
          }
          const size = Number.parseInt(line, 16);
          if (!Number.isInteger(size)) return 'bad';
          if (size === 0) {
            this.state = 'trailer';
          } else {
            this.remaining = size + LINE_END.length;
            this.state = 'chunk-data';
          }
          break;
        }
      }
      if (data.length === 0) return 'more';
    }
  }

  private done(rest: Buffer): Read {
    this.state = 'head';
    return { status: this.status, rest };
  }
}
