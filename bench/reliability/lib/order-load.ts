import { randomUUID } from 'node:crypto';
import type { PlaceOrderResponse } from '@buka/domain/orders';
import { call, menu, NoAnswer, type Customer } from '../../lib/api';
import { sleep } from './server-process';

export interface Line {
  id: number;
  qty: number;
}

export interface Acknowledged {
  key: string;
  customer: Customer;
  lines: Line[];
  orderId: number;
  total: number;
}

/** What the clients saw, summed over every attempt. */
export interface LoadFigures {
  attempted: number;
  acknowledged: number;
  /** 400 'Food is finished': a definite no, nothing written. */
  soldOut: number;
  /** Tries that got no answer at all (the server was down or died mid-request). */
  noAnswer: number;
  /** Answers that said 'the earlier try with this key made the order' (Idempotency-Key). */
  replayed: number;
  fiveXx: number;
  /** Any other status: each one is a defect (e.g. a key answered 409 for its own request). */
  unexpected: Map<number, number>;
  /** Gave up: no definite answer before the deadline. */
  undecided: number;
  /** 503 answers by their message ('can't reach its database'…): the caller tries again. */
  unavailable: Map<string, number>;
  /** The longest any try waited for its answer, in ms. */
  slowestMs: number;
  acks: Acknowledged[];
}

export function emptyFigures(): LoadFigures {
  return {
    attempted: 0,
    acknowledged: 0,
    soldOut: 0,
    noAnswer: 0,
    replayed: 0,
    fiveXx: 0,
    unexpected: new Map(),
    undecided: 0,
    unavailable: new Map(),
    slowestMs: 0,
    acks: [],
  };
}

/** One to three different dishes, one to three portions each, like a real customer's order. */
export function randomLines(foodIds: readonly number[]): Line[] {
  const count = 1 + Math.floor(Math.random() * 3);
  const picked = [...foodIds].sort(() => Math.random() - 0.5).slice(0, count);
  return picked.map((id) => ({ id, qty: 1 + Math.floor(Math.random() * 3) }));
}

/**
 * The dishes customers still see: once an order is refused 'Food is finished', the menu is read
 * again and finished dishes are no longer chosen, as the shop's menu hides them.
 */
export class MenuChoices {
  private refreshing = false;

  constructor(private ids: number[]) {}

  pick(): Line[] {
    return randomLines(this.ids);
  }

  refresh(base: string): void {
    if (this.refreshing) return;
    this.refreshing = true;
    menu(base)
      .then((foods) => {
        const left = foods.filter((food) => food.stock > 0).map((food) => food.id);
        if (left.length > 0) this.ids = left;
      })
      .catch(() => {})
      .finally(() => (this.refreshing = false));
  }
}

export function orderBody(customer: Customer, lines: Line[]) {
  return {
    name: 'Reliable Customer',
    phone: customer.phone,
    address: '12 Test Street, Kubwa',
    area: 'Samaru',
    userId: customer.uid,
    total: 0,
    clientId: customer.uid,
    products: lines,
    paymentMethod: 'cash',
    delivery: true,
  };
}

/**
 * Places one order as a careful phone app does: one Idempotency-Key for the attempt, and on no
 * answer (or a 503 from a server shutting down) the same request again, to whichever server
 * `target()` names now, until a definite answer or the deadline.
 */
export async function placeUntilAnswered(
  target: () => string,
  customer: Customer,
  lines: Line[],
  figures: LoadFigures,
  deadline: number,
  onAnswer?: (base: string, status: number, replayed: boolean, id?: number) => void,
): Promise<void> {
  const key = randomUUID();
  figures.attempted++;
  for (;;) {
    const base = target();
    const sentAt = performance.now();
    try {
      const answer = await call<PlaceOrderResponse>(base, 'POST', '/api/orders', {
        token: customer.token,
        headers: { 'idempotency-key': key },
        body: orderBody(customer, lines),
        timeoutMs: 20_000,
      });
      figures.slowestMs = Math.max(figures.slowestMs, performance.now() - sentAt);
      if (answer.status === 503) {
        figures.fiveXx++;
        const message = (answer.data as { message?: string } | undefined)?.message ?? '';
        figures.unavailable.set(message, (figures.unavailable.get(message) ?? 0) + 1);
      } else {
        const replayed = answer.headers.get('idempotent-replayed') === 'true';
        if (answer.status === 201) {
          figures.acknowledged++;
          if (replayed) figures.replayed++;
          figures.acks.push({
            key,
            customer,
            lines,
            orderId: answer.data.id,
            total: answer.data.total,
          });
        } else if (answer.status === 400) {
          figures.soldOut++;
        } else if (answer.status >= 500) {
          figures.fiveXx++;
        } else {
          figures.unexpected.set(answer.status, (figures.unexpected.get(answer.status) ?? 0) + 1);
        }
        onAnswer?.(base, answer.status, replayed, answer.data?.id);
        return;
      }
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      figures.noAnswer++;
    }
    if (Date.now() > deadline) {
      figures.undecided++;
      return;
    }
    await sleep(100 + Math.random() * 200);
  }
}

export function describeUnexpected(figures: LoadFigures): string {
  if (figures.unexpected.size === 0) return 'none';
  return [...figures.unexpected].map(([status, n]) => `${status}×${n}`).join(', ');
}
