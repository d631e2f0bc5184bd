// A small Server-Sent Events reader over fetch, for tests that talk real HTTP to a listening app.

export interface ReceivedEvent {
  event: string;
  data: unknown;
}

export interface SseClient {
  status: number;
  headers: Headers;
  received: ReceivedEvent[];
  /** The first event (already in or still to come) that matches, or a rejection after `ms`. */
  waitFor(match: (event: ReceivedEvent) => boolean, ms?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const received: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let endedResolve: () => void = () => {};
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));

  function parse(block: string) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    if (data.length === 0) return;
    received.push({ event, data: JSON.parse(data.join('\n')) });
    for (const wake of waiters) wake();
  }

  void (async () => {
    if (!response.body) return endedResolve();
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close().
    }
    endedResolve();
  })();

  return {
    status: response.status,
    headers: response.headers,
    received,
    ended,
    close: () => controller.abort(),
    waitFor(match, ms = 1000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching event within ${ms} ms; got ${JSON.stringify(received)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
}
