import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopEvent } from '@buka/domain/events';
import { openShopEvents, parseShopEvent, type EventSourceLike } from './shop-events';
import { queryKeysFor } from './live-query-keys';

class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private handlers = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  emit(type: string, data: unknown): void {
    const event = { type, data: JSON.stringify(data) } as MessageEvent;
    for (const handler of this.handlers.get(type) ?? []) handler(event);
  }
  fail(giveUp: boolean): void {
    this.readyState = giveUp ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

const created = {
  type: 'order.created',
  orderId: 7,
  userId: '3',
  total: 5000,
  paymentMethod: 'cash',
  source: 'online',
};

describe('parseShopEvent', () => {
  it('reads a named event whose data leaves out the type', () => {
    const { type: _type, ...data } = created;
    expect(parseShopEvent('order.created', JSON.stringify(data))).toEqual(created);
  });
  it('reads an unnamed message carrying its type', () => {
    expect(parseShopEvent('message', JSON.stringify({ type: 'menu.changed' }))).toEqual({
      type: 'menu.changed',
    });
  });
  it('drops what is not a shop event, or of a kind it does not know', () => {
    expect(parseShopEvent('message', 'not json')).toBeNull();
    expect(
      parseShopEvent('message', JSON.stringify({ type: 'order.refunded', orderId: 1 })),
    ).toBeNull();
    expect(parseShopEvent('message', JSON.stringify({ orderId: 1 }))).toBeNull();
    expect(parseShopEvent('message', '42')).toBeNull();
  });
});

describe('openShopEvents', () => {
  let sources: FakeSource[];
  const createSource = (url: string) => {
    const source = new FakeSource(url);
    sources.push(source);
    return source;
  };
  beforeEach(() => {
    sources = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('passes the token in the query and hands on each event', () => {
    const events: ShopEvent[] = [];
    const close = openShopEvents('tok/en', {
      onEvent: (e) => events.push(e),
      onOpen: vi.fn(),
      createSource,
    });
    expect(sources[0]?.url).toBe('/api/events?token=tok%2Fen');
    sources[0]?.open();
    sources[0]?.emit('order.created', created);
    sources[0]?.emit('message', { type: 'settings.changed' });
    expect(events).toEqual([created, { type: 'settings.changed' }]);
    close();
    expect(sources[0]?.closed).toBe(true);
  });

  it('reopens a stream the browser gave up on, and says so each time it opens', () => {
    const onOpen = vi.fn();
    const live: boolean[] = [];
    openShopEvents('token', {
      onEvent: vi.fn(),
      onOpen,
      onLiveChange: (value) => live.push(value),
      createSource,
      retryMs: 1000,
    });
    sources[0]?.open();
    // The first opening too: a change made before the stream was open would be missed.
    expect(onOpen).toHaveBeenCalledTimes(1);
    sources[0]?.fail(true);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    expect(onOpen).toHaveBeenCalledTimes(1);
    sources[1]?.open();
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(live).toEqual([true, false, true]);
  });

  it('waits longer after each failure and lets the browser retry a mere network drop', () => {
    openShopEvents('token', {
      onEvent: vi.fn(),
      onOpen: vi.fn(),
      createSource,
      retryMs: 1000,
    });
    sources[0]?.fail(false);
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    sources[0]?.fail(true);
    vi.advanceTimersByTime(1000);
    sources[1]?.fail(true);
    vi.advanceTimersByTime(1999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
  });

  it('stops for good when closed', () => {
    const close = openShopEvents('token', { onEvent: vi.fn(), onOpen: vi.fn(), createSource });
    sources[0]?.fail(true);
    close();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });
});

describe('queryKeysFor', () => {
  it('makes a changed order stale for its customer and for staff', () => {
    const keys = queryKeysFor({
      type: 'order.updated',
      orderId: 7,
      userId: '3',
      status: '1',
      isPaid: true,
    });
    expect(keys).toContainEqual(['order']);
    expect(keys).toContainEqual(['orders']);
    expect(keys).toContainEqual(['admin', 'orders']);
  });
  it('makes the menu stale when the menu changes', () => {
    expect(queryKeysFor({ type: 'menu.changed' })).toContainEqual(['products']);
    expect(queryKeysFor({ type: 'settings.changed' })).toEqual([['settings']]);
  });
});
