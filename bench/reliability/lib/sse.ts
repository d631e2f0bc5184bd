import type { ShopEvent } from '@buka/domain/events';
import { sleep } from './server-process';

export interface EventStream {
  events: ShopEvent[];
  /** How many times the stream has been opened (more than 1 after reconnecting). */
  connections(): number;
  /** True once the stream ended (with reconnect: once closed). */
  ended(): boolean;
  close(): void;
}

/** Reads one opened stream until it ends, keeping every event. */
async function readEvents(body: ReadableStream<Uint8Array>, events: ShopEvent[]) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('\n');
        if (data) events.push(JSON.parse(data) as ShopEvent);
      }
    }
  } catch {
    // Aborted by close(), or the server went away.
  }
}

/**
 * Opens GET /api/events as a browser's EventSource would (token in the query) and keeps every
 * event; with reconnect, opens it again after a drop, as EventSource does.
 */
export async function openEventStream(
  base: string,
  token: string,
  options: { reconnect?: boolean } = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const events: ShopEvent[] = [];
  let connections = 0;
  let done = false;
  const open = async () => {
    const response = await fetch(`${base}/api/events?token=${encodeURIComponent(token)}`, {
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) {
      throw new Error(`GET /api/events answered ${response.status}`);
    }
    connections++;
    return response.body;
  };
  const first = await open();
  void (async () => {
    let body: ReadableStream<Uint8Array> | undefined = first;
    while (body) {
      await readEvents(body, events);
      body = undefined;
      while (options.reconnect && !controller.signal.aborted && !body) {
        await sleep(300);
        body = await open().catch(() => undefined);
      }
    }
    done = true;
  })();
  return {
    events,
    connections: () => connections,
    ended: () => done,
    close: () => controller.abort(),
  };
}

/** Waits until `check` holds or the time is up; answers whether it held. */
export async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) return false;
    await sleep(50);
  }
  return true;
}
