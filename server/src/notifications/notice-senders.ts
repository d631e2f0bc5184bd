import type { AppDeps } from '../app-deps';
import type { NoticeChannelSender, SendOutcome } from './notice-channels';
import {
  claimDueNotices,
  finishNotice,
  noticesInstead,
  releaseClaims,
  type ClaimedNotice,
  type NoticeResult,
} from './notice-outbox.repository';
import type { NoticeSending } from './notifications.config';

// The outbox's senders (docs/decisions/0009-notices-as-durable-work.md): each provider has its
// own, at most `sendsAtOnce` calls under way, each cut off after `timeoutMs`, so a provider that
// hangs holds up only its own messages, never another provider's nor the escalation check.

/** How often the outbox is looked at besides being woken: retries that came due, other processes' rows. */
const LOOK_EVERY_MS = 1_000;
/** A claim outlives its try by this much (the answer still has to be written down). */
const LEASE_MARGIN_MS = 30_000;
/** Waits between tries: 5 s, doubling, at most 5 minutes, each ±20 % so retries spread out. */
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;
/** At a stop: calls under way may finish for this long, then are cut off and left for later. */
const STOP_GRACE_MS = 2_000;
/** …and what they came to may take this long to be written down. */
const STOP_WRITE_MS = 1_000;
/** Writing down what a try came to, again after a database error: at once, then after these. */
const WRITE_RETRIES_MS = [0, 1_000, 3_000];
/** A database that cannot be read is logged once per this long, not at every look. */
const LOG_EVERY_MS = 10_000;

type Deps = Pick<AppDeps, 'db' | 'now' | 'log'>;

export interface NoticeSenders {
  /** Look at the outbox now: something was queued (here, or by another process). */
  wake(): void;
  /** Claim nothing more; calls under way get a short grace, then are cut off. */
  stop(): void;
  /** Resolves once the calls under way are done and written down, or after a few seconds. */
  stopped(): Promise<void>;
}

/** The wait before try number `attempts + 1`. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * Starts one lane of senders per channel. On SQLite this process is the only one that sends
 * (one server per data folder), so whatever the last one was sending when it stopped is
 * released to be sent at once; on PostgreSQL it waits for its lease to run out.
 */
export function startNoticeSenders(
  deps: Deps,
  channels: NoticeChannelSender[],
  settings: NoticeSending,
): NoticeSenders {
  const stopping = new AbortController();
  const wakeAll = () => lanes.forEach((lane) => lane.wake());
  const lanes: Lane[] = channels.map((channel) =>
    startLane(deps, channel, settings, stopping.signal, wakeAll),
  );
  const released =
    deps.db.dialect === 'sqlite'
      ? releaseClaims(deps.db.kysely, deps.now().getTime()).catch((error: unknown) => {
          deps.log.warn({ err: error }, 'notices: could not release the last run’s sends');
        })
      : Promise.resolve();
  void released.then(() => lanes.forEach((lane) => lane.wake()));
  const timer = setInterval(
    () => lanes.forEach((lane) => lane.wake()),
    settings.lookEveryMs ?? LOOK_EVERY_MS,
  );
  timer.unref();
  let cutOff: NodeJS.Timeout | undefined;
  const graceMs = settings.stopGraceMs ?? STOP_GRACE_MS;
  return {
    wake: () => lanes.forEach((lane) => lane.wake()),
    stop() {
      clearInterval(timer);
      lanes.forEach((lane) => lane.stop());
      cutOff = setTimeout(() => stopping.abort(), graceMs);
      cutOff.unref();
    },
    async stopped() {
      await within(Promise.all(lanes.map((lane) => lane.settled())), graceMs + STOP_WRITE_MS);
      clearTimeout(cutOff);
      stopping.abort();
    },
  };
}

interface Lane {
  wake(): void;
  stop(): void;
  /** The claim and the calls under way, done and written down. */
  settled(): Promise<void>;
}

function startLane(
  deps: Deps,
  sender: NoticeChannelSender,
  settings: NoticeSending,
  stopping: AbortSignal,
  /** Another lane has a message to send: one queued in place of a message failed for good. */
  wakeAll: () => void,
): Lane {
  const { channel } = sender;
  const underWay = new Set<Promise<void>>();
  let claiming: Promise<void> | undefined;
  let lookAgain = false;
  let stopped = false;
  let loggedAt = -Infinity;

  const warn = (what: object, message: string) => {
    // Elapsed time for the log's own pace, not the shop's clock.
    const at = performance.now();
    if (at - loggedAt < LOG_EVERY_MS) return;
    loggedAt = at;
    deps.log.warn({ channel, ...what }, message);
  };

  async function claimWhileRoom() {
    do {
      lookAgain = false;
      const room = settings.sendsAtOnce - underWay.size;
      if (room <= 0 || stopped) return;
      const now = deps.now().getTime();
      const leaseUntil = now + settings.timeoutMs + LEASE_MARGIN_MS;
      const { kysely, dialect } = deps.db;
      const claimed = await claimDueNotices(kysely, dialect, channel, now, leaseUntil, room);
      for (const notice of claimed) {
        const done = attempt(notice).finally(() => {
          underWay.delete(done);
          wake();
        });
        underWay.add(done);
      }
      // A full batch: there may be more waiting, for when a place frees up.
      if (claimed.length === room) lookAgain = true;
    } while (lookAgain && underWay.size < settings.sendsAtOnce && !stopped);
  }

  function wake() {
    if (stopped) return;
    if (claiming) {
      lookAgain = true;
      return;
    }
    claiming = claimWhileRoom()
      .catch((error: unknown) => warn({ err: error }, 'notices: could not read the outbox'))
      .finally(() => (claiming = undefined));
  }

  async function attempt(notice: ClaimedNotice): Promise<void> {
    const signal = AbortSignal.any([stopping, AbortSignal.timeout(settings.timeoutMs)]);
    let outcome: SendOutcome;
    try {
      outcome = await sender.send(notice, signal);
    } catch (error) {
      // The database behind the send (the shop's keys) or the provider's client failed.
      outcome = {
        outcome: 'failed',
        why: error instanceof Error ? error.message : String(error),
        retry: true,
      };
    }
    const now = deps.now().getTime();
    const result = resultOf(outcome, notice, settings, now, stopping.aborted);
    if (result.status === 'failed' || (result.status === 'retry' && !result.uncounted)) {
      const { orderId, step } = notice;
      deps.log.warn(
        { orderId, step, channel, attempt: notice.attempts, why: result.detail },
        result.status === 'failed' ? 'notice not sent' : 'notice not sent yet; trying again',
      );
    }
    // A dropped connection should not send the message twice: the write is tried a few times
    // (not while stopping) before the row is left claimed, to be sent again once its lease ends.
    for (const waitMs of stopping.aborted ? [0] : WRITE_RETRIES_MS) {
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      try {
        await finishNotice(deps.db.kysely, notice, result, now);
        if (result.status === 'failed' && noticesInstead(notice).length > 0) wakeAll();
        return;
      } catch (error) {
        warn({ err: error, orderId: notice.orderId }, 'notices: could not write down a send');
      }
    }
  }

  return {
    wake,
    stop() {
      stopped = true;
    },
    async settled() {
      await claiming;
      await Promise.allSettled([...underWay]);
    },
  };
}

function resultOf(
  outcome: SendOutcome,
  notice: ClaimedNotice,
  settings: NoticeSending,
  now: number,
  stopping: boolean,
): NoticeResult {
  if (outcome.outcome === 'sent') return { status: 'sent', detail: outcome.reference };
  if (outcome.outcome === 'gone') return { status: 'gone' };
  // Cut off by the shop stopping: not the provider's try, so it is not counted; next start.
  if (stopping) return { status: 'retry', detail: outcome.why, at: now, uncounted: true };
  if (!outcome.retry) return { status: 'failed', detail: outcome.why };
  if (notice.attempts >= settings.attempts) {
    return { status: 'failed', detail: `gave up after ${notice.attempts} tries: ${outcome.why}` };
  }
  return { status: 'retry', detail: outcome.why, at: now + retryDelayMs(notice.attempts) };
}

/** Waits for `work`, but no longer than `ms`. */
export async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
