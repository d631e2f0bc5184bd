import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { readSettings } from '../settings/settings.repository';
import { findUnansweredOrders } from './unanswered-orders.repository';
import { cancelSwept } from './unpaid-orders.service';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'events'>;

// One sweep cancels at most this many; the next sweep takes the rest.
const SWEEP_BATCH = 200;

/** What the customer and staff read on an order canceled because nobody answered it. */
export function unansweredCancelReason(minutes: number): string {
  return messages.canceledUnanswered.replace('{minutes}', String(minutes));
}

/**
 * How long an order may wait for staff: the shop's setting, and always longer than the alarm to
 * staff (ESCALATE_AFTER_MINUTES), even if that was raised after the setting was saved.
 */
export function answerWithinMinutes(settingMinutes: number, escalateAfterMs: number): number {
  return Math.max(settingMinutes, Math.floor(escalateAfterMs / 60_000) + 1);
}

/**
 * Cancels customers' orders that staff neither accepted nor rejected within the shop's time
 * (Settings › Orders), giving their stock back once: each order is canceled by a conditional
 * update in the transaction that returns its stock, so staff accepting it at that moment, or a
 * second process sweeping, finds it already moved. Runs beside the sweep of unpaid online
 * orders. Answers how many it canceled.
 */
export async function cancelUnansweredOrders(deps: Deps): Promise<number> {
  const now = deps.now().getTime();
  const { orderLimits } = await readSettings(deps.db.kysely);
  const minutes = answerWithinMinutes(
    orderLimits.answerWithinMinutes,
    deps.config.notifications.escalateAfterMs,
  );
  const reason = unansweredCancelReason(minutes);
  const ids = await findUnansweredOrders(deps.db.kysely, now - minutes * 60_000, SWEEP_BATCH);
  return cancelSwept(deps, ids, reason, now);
}
