import { call, NoAnswer, type Answer, type CallOptions } from '../../lib/api';
import { sleep } from './server-process';

/**
 * What a load balancer in front of several servers does: each request goes to the next live
 * server in turn, and a request that got no answer goes again to the next one.
 */
export class Balancer {
  private turn = 0;
  readonly served = new Map<string, number>();
  /** Non-order calls that got no answer and went again. */
  retries = 0;
  /** Non-order calls answered 5xx. */
  fiveXx = 0;

  constructor(private live: string[]) {}

  next = (): string => {
    const base = this.live[this.turn++ % this.live.length]!;
    this.served.set(base, (this.served.get(base) ?? 0) + 1);
    return base;
  };

  /** Takes a server out, as a failed health check would. */
  remove(base: string): void {
    this.live = this.live.filter((url) => url !== base);
  }

  async call<T>(method: string, url: string, options: CallOptions = {}): Promise<Answer<T>> {
    const until = Date.now() + 60_000;
    for (;;) {
      try {
        const answer = await call<T>(this.next(), method, url, options);
        if (answer.status >= 500) this.fiveXx++;
        return answer;
      } catch (error) {
        if (!(error instanceof NoAnswer) || Date.now() > until) throw error;
        this.retries++;
        await sleep(100);
      }
    }
  }
}
