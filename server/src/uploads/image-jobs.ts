import { messages } from '@buka/domain/messages';
import { HttpError } from '../http/errors';

export interface JobLimits {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting for a turn; one more is refused at once. */
  maxWaiting: number;
  /** How long a job may wait for its turn before it is refused. */
  maxWaitMs: number;
}

export interface JobQueue {
  /** Runs the job in its turn; throws 503 (in the user's words) when the queue is full or slow. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running now and waiting now (for tests and logs). */
  load(): { running: number; waiting: number };
}

/**
 * A bounded queue for work that is heavy for the machine. Picture decoding takes a core and
 * hundreds of megabytes while it runs (40 pictures of 40 megapixels at once took the
 * server from 174 to 644 MB and the home page to 6 s), so it runs a few at a time for the whole
 * process, the others wait briefly, and past that they are told to try again.
 */
export function createJobQueue(limits: JobLimits): JobQueue {
  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  function next(): void {
    const turn = waiting.shift();
    if (!turn) return;
    clearTimeout(turn.timer);
    turn.start();
  }

  async function takeTurn(): Promise<void> {
    if (running < limits.concurrency) {
      running++;
      return;
    }
    if (waiting.length >= limits.maxWaiting) throw new HttpError(503, messages.picturesBusy);
    await new Promise<void>((resolve, reject) => {
      const turn = {
        start: () => {
          running++;
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(turn), 1);
          reject(new HttpError(503, messages.picturesBusy));
        }, limits.maxWaitMs),
      };
      waiting.push(turn);
    });
  }

  return {
    async run(job) {
      await takeTurn();
      try {
        return await job();
      } finally {
        running--;
        next();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
