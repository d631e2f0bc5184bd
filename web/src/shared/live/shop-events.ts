import type { ShopEvent } from '@buka/domain/events';
import { shopEventTypes } from '@buka/domain/event-types';

/** The part of EventSource this module uses, so tests can hand in a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface ShopEventsOptions {
  onEvent: (event: ShopEvent) => void;
  /**
   * The stream is open, the first time or again after a drop: what changed before (since the
   * page first read it, seconds earlier on a slow phone, or while the stream was down) is missed.
   */
  onOpen: () => void;
  /** True while the stream is open, false while it is down. */
  onLiveChange?: (live: boolean) => void;
  createSource?: (url: string) => EventSourceLike;
  /** Waits before opening a closed stream again: 1 s, 2 s, 4 s … up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

const CLOSED = 2;

/**
 * Reads one message; the server may name the event, put the type in the data, or both. An event
 * is taken as its kind's schema says (the server's tests check what it sends against it, docs/decisions/0024-answers-checked-where-they-are-made.md);
 * one of a kind this page does not know (a newer server's) is left out.
 */
export function parseShopEvent(name: string, data: string): ShopEvent | null {
  try {
    const body: unknown = JSON.parse(data);
    if (!body || typeof body !== 'object') return null;
    const event = (name && name !== 'message' ? { type: name, ...body } : body) as ShopEvent;
    return (shopEventTypes as readonly string[]).includes(event.type) ? event : null;
  } catch {
    return null;
  }
}

/**
 * Opens GET /api/events (EventSource cannot send headers, so the token rides in the query).
 * The browser reconnects by itself after a network drop; when it gives up (the server answered
 * with an error, or restarted mid-answer) we open a new stream after a growing pause.
 */
export function openShopEvents(token: string, options: ShopEventsOptions): () => void {
  const createSource = options.createSource ?? ((url: string) => new EventSource(url));
  const firstRetry = options.retryMs ?? 1000;
  const maxRetry = options.maxRetryMs ?? 30_000;
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retry = firstRetry;
  let stopped = false;

  const onMessage = (event: MessageEvent) => {
    const parsed = parseShopEvent(event.type, String(event.data));
    if (parsed) options.onEvent(parsed);
  };

  function connect(): void {
    source = createSource(`/api/events?token=${encodeURIComponent(token)}`);
    source.addEventListener('message', onMessage);
    for (const type of shopEventTypes) source.addEventListener(type, onMessage);
    source.onopen = () => {
      retry = firstRetry;
      options.onLiveChange?.(true);
      options.onOpen();
    };
    source.onerror = () => {
      options.onLiveChange?.(false);
      if (source?.readyState !== CLOSED || stopped) return;
      source.close();
      retryTimer = setTimeout(connect, retry);
      retry = Math.min(retry * 2, maxRetry);
    };
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
